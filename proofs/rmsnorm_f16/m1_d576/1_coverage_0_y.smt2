; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1557 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x1523 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1532 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1523 (_ bv0 64))) (_ bv2 16)))))
 (let ((?x1567 (concat (bvadd (concat (_ bv0 31) ?x1532) ?x1557) (_ bv0 1))))
 (let ((?x1566 (bvadd ?x1523 (_ bv2 64))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1563 (and $x203 (not (or (not (= ((_ extract 31 10) ?x1532) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x1532)))))))
 (let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1560 (and $x1559 $x1559 $x1559 $x1559 $x1559 (bvult ?x1532 (_ bv256 32)) $x1563 (bvule ?x1567 ?x1523) (bvule ?x1566 (bvadd ?x1567 (_ bv2 64))))))
 (not $x1560)))))))))))
(assert
 (let ((?x1523 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1533 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1523 (_ bv512 64))) (_ bv2 16)))))
 (let ((?x1557 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x1556 (concat (bvadd ?x1557 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1533))) (_ bv0 1))))
 (let ((?x1566 (bvadd ?x1523 (_ bv2 64))))
 (let (($x1576 (and (bvule ?x1533 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1533) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1533))))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1578 (and $x1559 $x1559 $x1559 $x1559 $x1559 (bvult ?x1533 (_ bv256 32)) (and $x203 (not $x1576)) (bvule ?x1556 ?x1523) (bvule ?x1566 (bvadd ?x1556 (_ bv2 64))))))
 (not $x1578)))))))))))
(assert
 (let ((?x1523 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1540 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1523 (_ bv1024 64))) (_ bv2 16)))))
(let ((?x1557 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let ((?x1582 (concat (bvadd ?x1557 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1540))) (_ bv0 1))))
(let ((?x1566 (bvadd ?x1523 (_ bv2 64))))
(let (($x1575 (and (bvule ?x1540 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1540) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1540))))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1572 (and $x1559 $x1559 $x1559 $x1559 $x1559 (bvult ?x1540 (_ bv256 32)) (and $x203 (not $x1575)) (bvule ?x1582 ?x1523) (bvule ?x1566 (bvadd ?x1582 (_ bv2 64))))))
(not $x1572)))))))))))
(check-sat)
