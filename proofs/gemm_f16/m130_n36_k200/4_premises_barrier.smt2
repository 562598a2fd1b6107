; benchmark generated from python API
(set-info :status unknown)
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1335 (= ctaid.z@A ctaid.z@B)))
 (let (($x1097 (= ctaid.y@A ctaid.y@B)))
 (let (($x7358 (= ctaid.x@A ctaid.x@B)))
 (and $x7358 $x1097 $x1335)))))
(assert
 (let (($x209 (= param!power (_ bv1 32))))
(or $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209 $x209)))
(check-sat)
