; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@A ?x44)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!B))
(assert
 (bvult pelem0_1 (_ bv64 64)))
(assert
 (let (($x599 (= tid.x@A (_ bv0 32))))
(let (($x218 (= param!power (_ bv1 32))))
(and $x218 $x599))))
(check-sat)
