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
 (bvult ctaid.x@A (_ bv48 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x7695 (= ctaid.z@A ctaid.z@B)))
 (let (($x1187 (= ctaid.y@A ctaid.y@B)))
 (let (($x1186 (= ctaid.x@A ctaid.x@B)))
 (and $x1186 $x1187 $x7695)))))
(assert
 (let (($x211 (= param!power (_ bv1 32))))
(or $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211 $x211)))
(check-sat)
