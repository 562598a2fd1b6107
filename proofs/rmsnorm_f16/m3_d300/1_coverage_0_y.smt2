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
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x1492 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1497 ((_ extract 15 0) (bvsub ?x1492 (_ bv0 64)))))
 (let ((?x1500 ((_ zero_extend 16) (bvudiv ?x1497 (_ bv600 16)))))
 (let ((?x1532 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1497 (_ bv600 16)) (_ bv2 16)))) (bvmul (_ bv300 63) (concat (_ bv0 31) ?x1500)))))
 (let ((?x1538 (concat ?x1532 (_ bv0 1))))
 (let ((?x1537 (bvadd ?x1492 (_ bv2 64))))
 (let (($x1519 (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv (bvurem ?x1497 (_ bv600 16)) (_ bv2 16)))) (_ bv0 23)))))
 (let (($x1521 (or $x1519 (bvule (_ bv300 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1497 (_ bv600 16)) (_ bv2 16))))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1525 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1528 (and $x1525 $x1525 (bvult ?x1500 (_ bv3 32)) $x1525 $x1525 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1497 (_ bv600 16)) (_ bv2 16))) (_ bv256 32)) (and $x207 (not $x1521)) (bvule ?x1538 ?x1492) (bvule ?x1537 (bvadd ?x1538 (_ bv2 64))))))
 (not $x1528)))))))))))))
(assert
 (let ((?x1492 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1515 ((_ extract 15 0) (bvsub ?x1492 (_ bv512 64)))))
(let ((?x1503 ((_ zero_extend 16) (bvudiv (bvurem ?x1515 (_ bv600 16)) (_ bv2 16)))))
(let ((?x1547 (bvadd (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1515 (_ bv600 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1503)))))
(let ((?x1543 (concat ?x1547 (_ bv0 1))))
(let ((?x1537 (bvadd ?x1492 (_ bv2 64))))
(let (($x1563 (and (bvule ?x1503 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x1503) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x1503))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1525 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1542 (and $x1525 $x1525 (bvult ((_ zero_extend 16) (bvudiv ?x1515 (_ bv600 16))) (_ bv3 32)) $x1525 $x1525 (bvult ?x1503 (_ bv256 32)) (and $x207 (not $x1563)) (bvule ?x1543 ?x1492) (bvule ?x1537 (bvadd ?x1543 (_ bv2 64))))))
(not $x1542))))))))))))
(check-sat)
