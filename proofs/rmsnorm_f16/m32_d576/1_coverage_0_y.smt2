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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1504 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1512 ((_ extract 16 0) (bvsub ?x1504 (_ bv0 64)))))
 (let ((?x1514 ((_ zero_extend 15) (bvudiv ?x1512 (_ bv1152 17)))))
 (let ((?x1552 (bvadd (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv (bvurem ?x1512 (_ bv1152 17)) (_ bv2 17)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1514)))))
 (let ((?x1558 (concat ?x1552 (_ bv0 1))))
 (let ((?x1557 (bvadd ?x1504 (_ bv2 64))))
 (let (($x1550 (not (= ((_ extract 31 10) ((_ zero_extend 15) (bvudiv (bvurem ?x1512 (_ bv1152 17)) (_ bv2 17)))) (_ bv0 22)))))
 (let (($x1547 (or $x1550 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 15) (bvudiv (bvurem ?x1512 (_ bv1152 17)) (_ bv2 17))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1526 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1539 (and $x1526 $x1526 (bvult ?x1514 (_ bv32 32)) $x1526 $x1526 (bvult ((_ zero_extend 15) (bvudiv (bvurem ?x1512 (_ bv1152 17)) (_ bv2 17))) (_ bv256 32)) (and $x206 (not $x1547)) (bvule ?x1558 ?x1504) (bvule ?x1557 (bvadd ?x1558 (_ bv2 64))))))
 (not $x1539)))))))))))))
(assert
 (let ((?x1504 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1530 ((_ extract 16 0) (bvsub ?x1504 (_ bv512 64)))))
 (let ((?x1525 ((_ zero_extend 15) (bvudiv (bvurem ?x1530 (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x1569 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x1530 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1525)))))
 (let ((?x1571 (concat ?x1569 (_ bv0 1))))
 (let ((?x1557 (bvadd ?x1504 (_ bv2 64))))
 (let (($x1583 (and (bvule ?x1525 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1525) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1525))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1526 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1560 (and $x1526 $x1526 (bvult ((_ zero_extend 15) (bvudiv ?x1530 (_ bv1152 17))) (_ bv32 32)) $x1526 $x1526 (bvult ?x1525 (_ bv256 32)) (and $x206 (not $x1583)) (bvule ?x1571 ?x1504) (bvule ?x1557 (bvadd ?x1571 (_ bv2 64))))))
 (not $x1560))))))))))))
(assert
 (let ((?x1504 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1538 ((_ extract 16 0) (bvsub ?x1504 (_ bv1024 64)))))
(let ((?x1533 ((_ zero_extend 15) (bvudiv (bvurem ?x1538 (_ bv1152 17)) (_ bv2 17)))))
(let ((?x1596 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x1538 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1533)))))
(let ((?x1582 (concat ?x1596 (_ bv0 1))))
(let ((?x1557 (bvadd ?x1504 (_ bv2 64))))
(let (($x1588 (and (bvule ?x1533 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1533) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1533))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1526 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1597 (and $x1526 $x1526 (bvult ((_ zero_extend 15) (bvudiv ?x1538 (_ bv1152 17))) (_ bv32 32)) $x1526 $x1526 (bvult ?x1533 (_ bv256 32)) (and $x206 (not $x1588)) (bvule ?x1582 ?x1504) (bvule ?x1557 (bvadd ?x1582 (_ bv2 64))))))
(not $x1597))))))))))))
(check-sat)
