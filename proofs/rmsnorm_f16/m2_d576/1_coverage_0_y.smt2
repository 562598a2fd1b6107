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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1518 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1522 ((_ extract 15 0) (bvsub ?x1518 (_ bv0 64)))))
 (let ((?x1526 ((_ zero_extend 16) (bvudiv ?x1522 (_ bv1152 16)))))
 (let ((?x1565 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1522 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1526)))))
 (let ((?x1571 (concat ?x1565 (_ bv0 1))))
 (let ((?x1570 (bvadd ?x1518 (_ bv2 64))))
 (let (($x1559 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1522 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1556 (or $x1559 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1522 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1569 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1552 (and $x1569 $x1569 (bvult ?x1526 (_ bv2 32)) $x1569 $x1569 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1522 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x205 (not $x1556)) (bvule ?x1571 ?x1518) (bvule ?x1570 (bvadd ?x1571 (_ bv2 64))))))
 (not $x1552)))))))))))))
(assert
 (let ((?x1518 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1540 ((_ extract 15 0) (bvsub ?x1518 (_ bv512 64)))))
 (let ((?x1530 ((_ zero_extend 16) (bvudiv (bvurem ?x1540 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1586 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1540 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1530)))))
 (let ((?x1590 (concat ?x1586 (_ bv0 1))))
 (let ((?x1570 (bvadd ?x1518 (_ bv2 64))))
 (let (($x1597 (and (bvule ?x1530 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1530) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1530))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1569 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1574 (and $x1569 $x1569 (bvult ((_ zero_extend 16) (bvudiv ?x1540 (_ bv1152 16))) (_ bv2 32)) $x1569 $x1569 (bvult ?x1530 (_ bv256 32)) (and $x205 (not $x1597)) (bvule ?x1590 ?x1518) (bvule ?x1570 (bvadd ?x1590 (_ bv2 64))))))
 (not $x1574))))))))))))
(assert
 (let ((?x1518 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1548 ((_ extract 15 0) (bvsub ?x1518 (_ bv1024 64)))))
(let ((?x1534 ((_ zero_extend 16) (bvudiv (bvurem ?x1548 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1609 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1548 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1534)))))
(let ((?x1613 (concat ?x1609 (_ bv0 1))))
(let ((?x1570 (bvadd ?x1518 (_ bv2 64))))
(let (($x1588 (and (bvule ?x1534 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1534) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1534))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1569 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1595 (and $x1569 $x1569 (bvult ((_ zero_extend 16) (bvudiv ?x1548 (_ bv1152 16))) (_ bv2 32)) $x1569 $x1569 (bvult ?x1534 (_ bv256 32)) (and $x205 (not $x1588)) (bvule ?x1613 ?x1518) (bvule ?x1570 (bvadd ?x1613 (_ bv2 64))))))
(not $x1595))))))))))))
(check-sat)
