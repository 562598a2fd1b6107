; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
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
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4233 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x4537 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x4537 (_ bv5 32)) (bvlshr ?x4233 (_ bv5 32))))))
(assert
 (let (($x3435 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x3436 (and $x245 $x3435)))
(let (($x1445 (not $x3436)))
(let ((?x4233 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x4172 (bvand ?x4233 (_ bv31 32))))
(let (($x4034 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4172)))))
(let (($x1073 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x1084 (and $x245 $x1073)))
(let (($x4407 (and $x1084 $x4034 $x1445)))
(let (($x4177 (or $x4407)))
(let (($x3442 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
(let (($x3443 (not $x3442)))
(let (($x3444 (and $x245 $x3443)))
(let (($x1718 (not $x3444)))
(let (($x262 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x263 (not $x262)))
(let (($x264 (and $x245 $x263)))
(let (($x4045 (and $x264 $x4034 $x1718)))
(let (($x1998 (or $x4045)))
(or $x1998 $x1998 $x1998 $x1998 $x1998 $x4177 $x4177 $x4177 $x4177 $x4177))))))))))))))))))))))
(check-sat)
