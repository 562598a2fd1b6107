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
 (bvule base!x (_ bv18446744073709256703 64)))
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
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1496 ((_ extract 19 0) (bvsub ?x1490 (_ bv0 64)))))
 (let ((?x1499 ((_ zero_extend 12) (bvudiv ?x1496 (_ bv1152 20)))))
 (let ((?x1538 (bvadd (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv (bvurem ?x1496 (_ bv1152 20)) (_ bv2 20)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1499)))))
 (let ((?x1544 (concat ?x1538 (_ bv0 1))))
 (let ((?x1543 (bvadd ?x1490 (_ bv2 64))))
 (let (($x1540 (not (= ((_ extract 31 10) ((_ zero_extend 12) (bvudiv (bvurem ?x1496 (_ bv1152 20)) (_ bv2 20)))) (_ bv0 22)))))
 (let (($x1542 (or $x1540 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 12) (bvudiv (bvurem ?x1496 (_ bv1152 20)) (_ bv2 20))))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x1525 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1522 (and $x1525 $x1525 (bvult ?x1499 (_ bv256 32)) $x1525 $x1525 (bvult ((_ zero_extend 12) (bvudiv (bvurem ?x1496 (_ bv1152 20)) (_ bv2 20))) (_ bv256 32)) (and $x202 (not $x1542)) (bvule ?x1544 ?x1490) (bvule ?x1543 (bvadd ?x1544 (_ bv2 64))))))
 (not $x1522)))))))))))))
(assert
 (let ((?x1490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1515 ((_ extract 19 0) (bvsub ?x1490 (_ bv512 64)))))
 (let ((?x1502 ((_ zero_extend 12) (bvudiv (bvurem ?x1515 (_ bv1152 20)) (_ bv2 20)))))
 (let ((?x1555 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x1515 (_ bv1152 20))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1502)))))
 (let ((?x1557 (concat ?x1555 (_ bv0 1))))
 (let ((?x1543 (bvadd ?x1490 (_ bv2 64))))
 (let (($x1575 (and (bvule ?x1502 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1502) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1502))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x1525 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1547 (and $x1525 $x1525 (bvult ((_ zero_extend 12) (bvudiv ?x1515 (_ bv1152 20))) (_ bv256 32)) $x1525 $x1525 (bvult ?x1502 (_ bv256 32)) (and $x202 (not $x1575)) (bvule ?x1557 ?x1490) (bvule ?x1543 (bvadd ?x1557 (_ bv2 64))))))
 (not $x1547))))))))))))
(assert
 (let ((?x1490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1523 ((_ extract 19 0) (bvsub ?x1490 (_ bv1024 64)))))
(let ((?x1507 ((_ zero_extend 12) (bvudiv (bvurem ?x1523 (_ bv1152 20)) (_ bv2 20)))))
(let ((?x1578 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x1523 (_ bv1152 20))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1507)))))
(let ((?x1580 (concat ?x1578 (_ bv0 1))))
(let ((?x1543 (bvadd ?x1490 (_ bv2 64))))
(let (($x1592 (and (bvule ?x1507 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1507) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1507))))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x1525 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1593 (and $x1525 $x1525 (bvult ((_ zero_extend 12) (bvudiv ?x1523 (_ bv1152 20))) (_ bv256 32)) $x1525 $x1525 (bvult ?x1507 (_ bv256 32)) (and $x202 (not $x1592)) (bvule ?x1580 ?x1490) (bvule ?x1543 (bvadd ?x1580 (_ bv2 64))))))
(not $x1593))))))))))))
(check-sat)
