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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1512 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1519 ((_ extract 15 0) (bvsub ?x1512 (_ bv0 64)))))
 (let ((?x1521 ((_ zero_extend 16) (bvudiv ?x1519 (_ bv1152 16)))))
 (let ((?x1559 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1519 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1521)))))
 (let ((?x1565 (concat ?x1559 (_ bv0 1))))
 (let ((?x1564 (bvadd ?x1512 (_ bv2 64))))
 (let (($x1553 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1519 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1550 (or $x1553 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1519 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1563 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1546 (and $x1563 $x1563 (bvult ?x1521 (_ bv8 32)) $x1563 $x1563 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1519 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1550)) (bvule ?x1565 ?x1512) (bvule ?x1564 (bvadd ?x1565 (_ bv2 64))))))
 (not $x1546)))))))))))))
(assert
 (let ((?x1512 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1537 ((_ extract 15 0) (bvsub ?x1512 (_ bv512 64)))))
 (let ((?x1532 ((_ zero_extend 16) (bvudiv (bvurem ?x1537 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1580 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1537 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1532)))))
 (let ((?x1584 (concat ?x1580 (_ bv0 1))))
 (let ((?x1564 (bvadd ?x1512 (_ bv2 64))))
 (let (($x1591 (and (bvule ?x1532 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1532) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1532))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1563 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1568 (and $x1563 $x1563 (bvult ((_ zero_extend 16) (bvudiv ?x1537 (_ bv1152 16))) (_ bv8 32)) $x1563 $x1563 (bvult ?x1532 (_ bv256 32)) (and $x206 (not $x1591)) (bvule ?x1584 ?x1512) (bvule ?x1564 (bvadd ?x1584 (_ bv2 64))))))
 (not $x1568))))))))))))
(assert
 (let ((?x1512 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1545 ((_ extract 15 0) (bvsub ?x1512 (_ bv1024 64)))))
(let ((?x1540 ((_ zero_extend 16) (bvudiv (bvurem ?x1545 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1603 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1545 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1540)))))
(let ((?x1607 (concat ?x1603 (_ bv0 1))))
(let ((?x1564 (bvadd ?x1512 (_ bv2 64))))
(let (($x1582 (and (bvule ?x1540 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1540) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1540))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1563 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1589 (and $x1563 $x1563 (bvult ((_ zero_extend 16) (bvudiv ?x1545 (_ bv1152 16))) (_ bv8 32)) $x1563 $x1563 (bvult ?x1540 (_ bv256 32)) (and $x206 (not $x1582)) (bvule ?x1607 ?x1512) (bvule ?x1564 (bvadd ?x1607 (_ bv2 64))))))
(not $x1589))))))))))))
(check-sat)
