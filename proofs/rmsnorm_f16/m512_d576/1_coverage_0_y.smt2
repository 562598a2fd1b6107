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
 (bvule base!x (_ bv18446744073708961791 64)))
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
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1494 ((_ extract 20 0) (bvsub ?x1486 (_ bv0 64)))))
 (let ((?x1496 ((_ zero_extend 11) (bvudiv ?x1494 (_ bv1152 21)))))
 (let ((?x1533 (bvadd (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv (bvurem ?x1494 (_ bv1152 21)) (_ bv2 21)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1496)))))
 (let ((?x1539 (concat ?x1533 (_ bv0 1))))
 (let ((?x1538 (bvadd ?x1486 (_ bv2 64))))
 (let (($x1531 (not (= ((_ extract 31 10) ((_ zero_extend 11) (bvudiv (bvurem ?x1494 (_ bv1152 21)) (_ bv2 21)))) (_ bv0 22)))))
 (let (($x1524 (or $x1531 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 11) (bvudiv (bvurem ?x1494 (_ bv1152 21)) (_ bv2 21))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1537 (and $x1528 $x1528 (bvult ?x1496 (_ bv512 32)) $x1528 $x1528 (bvult ((_ zero_extend 11) (bvudiv (bvurem ?x1494 (_ bv1152 21)) (_ bv2 21))) (_ bv256 32)) (and $x206 (not $x1524)) (bvule ?x1539 ?x1486) (bvule ?x1538 (bvadd ?x1539 (_ bv2 64))))))
 (not $x1537)))))))))))))
(assert
 (let ((?x1486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1511 ((_ extract 20 0) (bvsub ?x1486 (_ bv512 64)))))
 (let ((?x1507 ((_ zero_extend 11) (bvudiv (bvurem ?x1511 (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x1551 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ?x1511 (_ bv1152 21))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1507)))))
 (let ((?x1543 (concat ?x1551 (_ bv0 1))))
 (let ((?x1538 (bvadd ?x1486 (_ bv2 64))))
 (let (($x1562 (and (bvule ?x1507 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1507) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1507))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1556 (and $x1528 $x1528 (bvult ((_ zero_extend 11) (bvudiv ?x1511 (_ bv1152 21))) (_ bv512 32)) $x1528 $x1528 (bvult ?x1507 (_ bv256 32)) (and $x206 (not $x1562)) (bvule ?x1543 ?x1486) (bvule ?x1538 (bvadd ?x1543 (_ bv2 64))))))
 (not $x1556))))))))))))
(assert
 (let ((?x1486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1519 ((_ extract 20 0) (bvsub ?x1486 (_ bv1024 64)))))
(let ((?x1514 ((_ zero_extend 11) (bvudiv (bvurem ?x1519 (_ bv1152 21)) (_ bv2 21)))))
(let ((?x1557 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ?x1519 (_ bv1152 21))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1514)))))
(let ((?x1573 (concat ?x1557 (_ bv0 1))))
(let ((?x1538 (bvadd ?x1486 (_ bv2 64))))
(let (($x1578 (and (bvule ?x1514 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1514) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1514))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1528 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1563 (and $x1528 $x1528 (bvult ((_ zero_extend 11) (bvudiv ?x1519 (_ bv1152 21))) (_ bv512 32)) $x1528 $x1528 (bvult ?x1514 (_ bv256 32)) (and $x206 (not $x1578)) (bvule ?x1573 ?x1486) (bvule ?x1538 (bvadd ?x1573 (_ bv2 64))))))
(not $x1563))))))))))))
(check-sat)
