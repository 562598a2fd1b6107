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
 (bvult ctaid.x@A (_ bv256 32)))
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
 (bvult ctaid.x@B (_ bv256 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4080 (= ctaid.z@A ctaid.z@B)))
 (let (($x4737 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x4737 $x4080)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5148 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x136 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x136 (_ bv5 32)) (bvlshr ?x5148 (_ bv5 32))))))
(assert
 (let (($x3270 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 8 0) ctaid.x@B) (_ bv0 3))))))
(let ((?x3272 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
(let ((?x3254 ((_ extract 31 5) tid.x@B)))
(let ((?x3273 (concat (_ bv0 5) ?x3254)))
(let ((?x3274 (bvadd ?x3273 ?x3272)))
(let (($x3278 (or (not (= ((_ extract 31 12) ?x3274) (_ bv0 20))) $x3270)))
(let (($x3279 (not $x3278)))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x3280 (and $x309 $x3279)))
(let ((?x5148 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x6115 (bvand ?x5148 (_ bv31 32))))
(let (($x5257 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x6115)))))
(let (($x411 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x387 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x389 ((_ extract 31 5) tid.x@A)))
(let ((?x390 (concat (_ bv0 5) ?x389)))
(let ((?x391 (bvadd ?x390 ?x387)))
(let (($x413 (or (not (= ((_ extract 31 12) ?x391) (_ bv0 20))) $x411)))
(let (($x1875 (not $x413)))
(let (($x1876 (and $x309 $x1875)))
(let (($x6165 (and $x1876 $x5257 (not $x3280))))
(let (($x5062 (or $x6165)))
(let (($x3255 (= ?x3254 (_ bv0 27))))
(let (($x3256 (and $x309 $x3255)))
(let (($x5107 (not $x3256)))
(let (($x727 (= ?x389 (_ bv0 27))))
(let (($x732 (and $x309 $x727)))
(let (($x4692 (and $x732 $x5257 $x5107)))
(let (($x4277 (or $x4692)))
(or $x4277 $x4277 $x4277 $x4277 $x4277 $x4277 $x4277 $x4277 $x4277 $x4277 $x5062 $x5062 $x5062 $x5062 $x5062 $x5062 $x5062 $x5062 $x5062 $x5062)))))))))))))))))))))))))))))))
(check-sat)
