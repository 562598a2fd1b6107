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
 (let (($x96 (= ctaid.z@A ctaid.z@B)))
 (let (($x230 (= ctaid.y@A ctaid.y@B)))
 (let (($x155 (= ctaid.x@A ctaid.x@B)))
 (and $x155 $x230 $x96)))))
(assert
 (let (($x1073 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x1084 (and $x245 $x1073)))
(let (($x262 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x263 (not $x262)))
(let (($x264 (and $x245 $x263)))
(or $x245 $x245 $x245 $x264 $x264 $x264 $x264 $x264 $x1084 $x1084 $x1084 $x1084 $x1084))))))))
(check-sat)
