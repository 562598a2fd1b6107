; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x850 (= ctaid.z@A ctaid.z@B)))
 (let (($x119 (= ctaid.y@A ctaid.y@B)))
 (let (($x91 (= ctaid.x@A ctaid.x@B)))
 (and $x91 $x119 $x850)))))
(assert
 (let (($x254 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x259 (and $x226 $x254)))
(or $x226 $x259 $x259 $x259 $x259 $x259)))))
(check-sat)
