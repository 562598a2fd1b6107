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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1508 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1515 ((_ extract 15 0) (bvsub ?x1508 (_ bv0 64)))))
 (let ((?x1517 ((_ zero_extend 16) (bvudiv ?x1515 (_ bv1152 16)))))
 (let ((?x1555 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1515 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1517)))))
 (let ((?x1561 (concat ?x1555 (_ bv0 1))))
 (let ((?x1560 (bvadd ?x1508 (_ bv2 64))))
 (let (($x1549 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1515 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1546 (or $x1549 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1515 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1542 (and $x1559 $x1559 (bvult ?x1517 (_ bv16 32)) $x1559 $x1559 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1515 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1546)) (bvule ?x1561 ?x1508) (bvule ?x1560 (bvadd ?x1561 (_ bv2 64))))))
 (not $x1542)))))))))))))
(assert
 (let ((?x1508 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1533 ((_ extract 15 0) (bvsub ?x1508 (_ bv512 64)))))
 (let ((?x1528 ((_ zero_extend 16) (bvudiv (bvurem ?x1533 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1576 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1533 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1528)))))
 (let ((?x1580 (concat ?x1576 (_ bv0 1))))
 (let ((?x1560 (bvadd ?x1508 (_ bv2 64))))
 (let (($x1587 (and (bvule ?x1528 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1528) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1528))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1564 (and $x1559 $x1559 (bvult ((_ zero_extend 16) (bvudiv ?x1533 (_ bv1152 16))) (_ bv16 32)) $x1559 $x1559 (bvult ?x1528 (_ bv256 32)) (and $x206 (not $x1587)) (bvule ?x1580 ?x1508) (bvule ?x1560 (bvadd ?x1580 (_ bv2 64))))))
 (not $x1564))))))))))))
(assert
 (let ((?x1508 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1541 ((_ extract 15 0) (bvsub ?x1508 (_ bv1024 64)))))
(let ((?x1536 ((_ zero_extend 16) (bvudiv (bvurem ?x1541 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1599 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1541 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1536)))))
(let ((?x1603 (concat ?x1599 (_ bv0 1))))
(let ((?x1560 (bvadd ?x1508 (_ bv2 64))))
(let (($x1578 (and (bvule ?x1536 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1536) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1536))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1559 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1585 (and $x1559 $x1559 (bvult ((_ zero_extend 16) (bvudiv ?x1541 (_ bv1152 16))) (_ bv16 32)) $x1559 $x1559 (bvult ?x1536 (_ bv256 32)) (and $x206 (not $x1578)) (bvule ?x1603 ?x1508) (bvule ?x1560 (bvadd ?x1603 (_ bv2 64))))))
(not $x1585))))))))))))
(check-sat)
