; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@A ?x44)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@B ?x44)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1427 (= ctaid.z@A ctaid.z@B)))
 (let (($x63 (= ctaid.y@A ctaid.y@B)))
 (let (($x58 (= ctaid.x@A ctaid.x@B)))
 (and $x58 $x63 $x1427)))))
(assert
 (let (($x218 (= param!power (_ bv1 32))))
(or $x218 $x218 $x218 $x218 $x218 $x218 $x218 $x218 $x218 $x218 $x218 $x218)))
(check-sat)
