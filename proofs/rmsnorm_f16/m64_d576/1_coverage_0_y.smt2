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
 (bvule base!x (_ bv18446744073709477887 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1506 ((_ extract 17 0) (bvsub ?x1498 (_ bv0 64)))))
 (let ((?x1508 ((_ zero_extend 14) (bvudiv ?x1506 (_ bv1152 18)))))
 (let ((?x1546 (bvadd (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv (bvurem ?x1506 (_ bv1152 18)) (_ bv2 18)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1508)))))
 (let ((?x1552 (concat ?x1546 (_ bv0 1))))
 (let ((?x1551 (bvadd ?x1498 (_ bv2 64))))
 (let (($x1528 (not (= ((_ extract 31 10) ((_ zero_extend 14) (bvudiv (bvurem ?x1506 (_ bv1152 18)) (_ bv2 18)))) (_ bv0 22)))))
 (let (($x1533 (or $x1528 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 14) (bvudiv (bvurem ?x1506 (_ bv1152 18)) (_ bv2 18))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1534 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1537 (and $x1534 $x1534 (bvult ?x1508 (_ bv64 32)) $x1534 $x1534 (bvult ((_ zero_extend 14) (bvudiv (bvurem ?x1506 (_ bv1152 18)) (_ bv2 18))) (_ bv256 32)) (and $x206 (not $x1533)) (bvule ?x1552 ?x1498) (bvule ?x1551 (bvadd ?x1552 (_ bv2 64))))))
 (not $x1537)))))))))))))
(assert
 (let ((?x1498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1524 ((_ extract 17 0) (bvsub ?x1498 (_ bv512 64)))))
 (let ((?x1519 ((_ zero_extend 14) (bvudiv (bvurem ?x1524 (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x1564 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x1524 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1519)))))
 (let ((?x1567 (concat ?x1564 (_ bv0 1))))
 (let ((?x1551 (bvadd ?x1498 (_ bv2 64))))
 (let (($x1575 (and (bvule ?x1519 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1519) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1519))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1534 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1573 (and $x1534 $x1534 (bvult ((_ zero_extend 14) (bvudiv ?x1524 (_ bv1152 18))) (_ bv64 32)) $x1534 $x1534 (bvult ?x1519 (_ bv256 32)) (and $x206 (not $x1575)) (bvule ?x1567 ?x1498) (bvule ?x1551 (bvadd ?x1567 (_ bv2 64))))))
 (not $x1573))))))))))))
(assert
 (let ((?x1498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1532 ((_ extract 17 0) (bvsub ?x1498 (_ bv1024 64)))))
(let ((?x1527 ((_ zero_extend 14) (bvudiv (bvurem ?x1532 (_ bv1152 18)) (_ bv2 18)))))
(let ((?x1570 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x1532 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1527)))))
(let ((?x1586 (concat ?x1570 (_ bv0 1))))
(let ((?x1551 (bvadd ?x1498 (_ bv2 64))))
(let (($x1601 (and (bvule ?x1527 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1527) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1527))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1534 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1568 (and $x1534 $x1534 (bvult ((_ zero_extend 14) (bvudiv ?x1532 (_ bv1152 18))) (_ bv64 32)) $x1534 $x1534 (bvult ?x1527 (_ bv256 32)) (and $x206 (not $x1601)) (bvule ?x1586 ?x1498) (bvule ?x1551 (bvadd ?x1586 (_ bv2 64))))))
(not $x1568))))))))))))
(check-sat)
