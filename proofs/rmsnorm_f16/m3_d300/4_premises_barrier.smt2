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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x126 (= ctaid.z@A ctaid.z@B)))
 (let (($x97 (= ctaid.y@A ctaid.y@B)))
 (let (($x151 (= ctaid.x@A ctaid.x@B)))
 (and $x151 $x97 $x126)))))
(assert
 (let (($x223 (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x225 (not (or $x223 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x226 (and $x207 $x225)))
(or $x207 $x226 $x226 $x226 $x226 $x226))))))
(check-sat)
