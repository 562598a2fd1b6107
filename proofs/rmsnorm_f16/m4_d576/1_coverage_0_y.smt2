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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1520 ((_ extract 15 0) (bvsub ?x1516 (_ bv0 64)))))
 (let ((?x1523 ((_ zero_extend 16) (bvudiv ?x1520 (_ bv1152 16)))))
 (let ((?x1563 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1520 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1523)))))
 (let ((?x1569 (concat ?x1563 (_ bv0 1))))
 (let ((?x1568 (bvadd ?x1516 (_ bv2 64))))
 (let (($x1557 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1520 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1554 (or $x1557 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1520 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1567 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1550 (and $x1567 $x1567 (bvult ?x1523 (_ bv4 32)) $x1567 $x1567 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1520 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1554)) (bvule ?x1569 ?x1516) (bvule ?x1568 (bvadd ?x1569 (_ bv2 64))))))
 (not $x1550)))))))))))))
(assert
 (let ((?x1516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1537 ((_ extract 15 0) (bvsub ?x1516 (_ bv512 64)))))
 (let ((?x1526 ((_ zero_extend 16) (bvudiv (bvurem ?x1537 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1584 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1537 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1526)))))
 (let ((?x1588 (concat ?x1584 (_ bv0 1))))
 (let ((?x1568 (bvadd ?x1516 (_ bv2 64))))
 (let (($x1595 (and (bvule ?x1526 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1526) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1526))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1567 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1572 (and $x1567 $x1567 (bvult ((_ zero_extend 16) (bvudiv ?x1537 (_ bv1152 16))) (_ bv4 32)) $x1567 $x1567 (bvult ?x1526 (_ bv256 32)) (and $x206 (not $x1595)) (bvule ?x1588 ?x1516) (bvule ?x1568 (bvadd ?x1588 (_ bv2 64))))))
 (not $x1572))))))))))))
(assert
 (let ((?x1516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1545 ((_ extract 15 0) (bvsub ?x1516 (_ bv1024 64)))))
(let ((?x1536 ((_ zero_extend 16) (bvudiv (bvurem ?x1545 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1607 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1545 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1536)))))
(let ((?x1611 (concat ?x1607 (_ bv0 1))))
(let ((?x1568 (bvadd ?x1516 (_ bv2 64))))
(let (($x1586 (and (bvule ?x1536 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1536) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1536))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1567 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1593 (and $x1567 $x1567 (bvult ((_ zero_extend 16) (bvudiv ?x1545 (_ bv1152 16))) (_ bv4 32)) $x1567 $x1567 (bvult ?x1536 (_ bv256 32)) (and $x206 (not $x1586)) (bvule ?x1611 ?x1516) (bvule ?x1568 (bvadd ?x1611 (_ bv2 64))))))
(not $x1593))))))))))))
(check-sat)
