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
 (bvult ctaid.x@A (_ bv15 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9301 (= ctaid.z@A ctaid.z@B)))
 (let (($x9300 (= ctaid.y@A ctaid.y@B)))
 (let (($x9357 (= ctaid.x@A ctaid.x@B)))
 (and $x9357 $x9300 $x9301)))))
(assert
 (let (($x211 (= param!power (_ bv1 32))))
(or $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211)))
(check-sat)
