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
 (bvule base!x (_ bv18446744073709404159 64)))
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
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1504 ((_ extract 18 0) (bvsub ?x1496 (_ bv0 64)))))
 (let ((?x1506 ((_ zero_extend 13) (bvudiv ?x1504 (_ bv1152 19)))))
 (let ((?x1544 (bvadd (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv (bvurem ?x1504 (_ bv1152 19)) (_ bv2 19)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1506)))))
 (let ((?x1550 (concat ?x1544 (_ bv0 1))))
 (let ((?x1549 (bvadd ?x1496 (_ bv2 64))))
 (let (($x1542 (not (= ((_ extract 31 10) ((_ zero_extend 13) (bvudiv (bvurem ?x1504 (_ bv1152 19)) (_ bv2 19)))) (_ bv0 22)))))
 (let (($x1535 (or $x1542 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 13) (bvudiv (bvurem ?x1504 (_ bv1152 19)) (_ bv2 19))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1537 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1540 (and $x1537 $x1537 (bvult ?x1506 (_ bv128 32)) $x1537 $x1537 (bvult ((_ zero_extend 13) (bvudiv (bvurem ?x1504 (_ bv1152 19)) (_ bv2 19))) (_ bv256 32)) (and $x206 (not $x1535)) (bvule ?x1550 ?x1496) (bvule ?x1549 (bvadd ?x1550 (_ bv2 64))))))
 (not $x1540)))))))))))))
(assert
 (let ((?x1496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1522 ((_ extract 18 0) (bvsub ?x1496 (_ bv512 64)))))
 (let ((?x1517 ((_ zero_extend 13) (bvudiv (bvurem ?x1522 (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x1562 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x1522 (_ bv1152 19))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1517)))))
 (let ((?x1569 (concat ?x1562 (_ bv0 1))))
 (let ((?x1549 (bvadd ?x1496 (_ bv2 64))))
 (let (($x1552 (and (bvule ?x1517 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1517) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1517))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1537 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1565 (and $x1537 $x1537 (bvult ((_ zero_extend 13) (bvudiv ?x1522 (_ bv1152 19))) (_ bv128 32)) $x1537 $x1537 (bvult ?x1517 (_ bv256 32)) (and $x206 (not $x1552)) (bvule ?x1569 ?x1496) (bvule ?x1549 (bvadd ?x1569 (_ bv2 64))))))
 (not $x1565))))))))))))
(assert
 (let ((?x1496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1530 ((_ extract 18 0) (bvsub ?x1496 (_ bv1024 64)))))
(let ((?x1525 ((_ zero_extend 13) (bvudiv (bvurem ?x1530 (_ bv1152 19)) (_ bv2 19)))))
(let ((?x1585 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x1530 (_ bv1152 19))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1525)))))
(let ((?x1592 (concat ?x1585 (_ bv0 1))))
(let ((?x1549 (bvadd ?x1496 (_ bv2 64))))
(let (($x1599 (and (bvule ?x1525 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1525) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1525))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1537 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1568 (and $x1537 $x1537 (bvult ((_ zero_extend 13) (bvudiv ?x1530 (_ bv1152 19))) (_ bv128 32)) $x1537 $x1537 (bvult ?x1525 (_ bv256 32)) (and $x206 (not $x1599)) (bvule ?x1592 ?x1496) (bvule ?x1549 (bvadd ?x1592 (_ bv2 64))))))
(not $x1568))))))))))))
(check-sat)
