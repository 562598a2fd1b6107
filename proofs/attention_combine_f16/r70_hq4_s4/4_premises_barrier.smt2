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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv70 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv70 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x60 (= ctaid.z@A ctaid.z@B)))
 (let (($x130 (= ctaid.y@A ctaid.y@B)))
 (let (($x350 (= ctaid.x@A ctaid.x@B)))
 (and $x350 $x130 $x60)))))
(assert
 (let (($x208 (= param!power (_ bv1 32))))
(or $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208 $x208)))
(check-sat)
