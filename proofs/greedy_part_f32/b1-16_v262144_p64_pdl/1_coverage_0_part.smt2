; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!B))
(assert
 (bvult elem0_1 (_ bv64 64)))
(assert
 (let ((?x1403 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv8 64)))))
(let ((?x1442 (bvmul (_ bv64 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1403 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x1418 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1403 (_ bv0 64))) (_ bv512 16)) (_ bv8 16)))))
(let (($x1437 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x44 ((_ extract 31 0) size!B)))
(let ((?x1412 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1403 (_ bv0 64))) (_ bv512 16)))))
(let (($x1447 (and $x1437 (bvult ?x1412 ?x44) (bvult ?x1418 (_ bv64 32)) $x1437 $x1437 (bvult (_ bv0 32) (_ bv256 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= (concat (bvadd (concat (_ bv0 29) ?x1418) ?x1442) (_ bv0 3)) ?x1403))))
(not $x1447)))))))))
(check-sat)
