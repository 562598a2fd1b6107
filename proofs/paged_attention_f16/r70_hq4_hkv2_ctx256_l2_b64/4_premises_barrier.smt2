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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let (($x143 (= ctaid.z@A ctaid.z@B)))
 (let (($x805 (= ctaid.y@A ctaid.y@B)))
 (let (($x196 (= ctaid.x@A ctaid.x@B)))
 (and $x196 $x805 $x143)))))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(or $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255 $x255)))
(check-sat)
