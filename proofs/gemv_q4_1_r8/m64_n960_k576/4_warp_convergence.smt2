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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv120 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv120 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8294 (= ctaid.z@A ctaid.z@B)))
 (let (($x7706 (= ctaid.y@A ctaid.y@B)))
 (let (($x7940 (= ctaid.x@A ctaid.x@B)))
 (and $x7940 $x7706 $x8294)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7683 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x9134 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x9134 (_ bv5 32)) (bvlshr ?x7683 (_ bv5 32))))))
(assert
 (let ((?x6306 ((_ extract 6 0) ctaid.x@B)))
(let ((?x6307 (concat ?x6306 (_ bv0 2))))
(let ((?x6308 ((_ extract 13 5) tid.x@B)))
(let ((?x6309 (bvadd ?x6308 ?x6307)))
(let ((?x6313 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6315 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6316 (bvadd ?x6315 ?x6313)))
(let (($x6319 (not (= ((_ extract 30 9) ?x6316) (_ bv0 22)))))
(let (($x6321 (not (or $x6319 (bvule (_ bv960 10) (concat ?x6309 (_ bv0 1)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x6322 (and $x211 $x6321)))
(let ((?x7683 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x9070 (bvand ?x7683 (_ bv31 32))))
(let ((?x268 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x270 (bvule (_ bv960 10) (concat ?x268 (_ bv0 1)))))
(let ((?x249 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x259 (= ((_ extract 30 9) ?x249) (_ bv0 22))))
(let (($x271 (not $x259)))
(let (($x275 (not (or $x271 $x270))))
(let (($x276 (and $x211 $x275)))
(let (($x8730 (and $x276 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9070))) (not $x6322))))
(let (($x7442 (or $x8730)))
(or $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442 $x7442))))))))))))))))))))))))
(check-sat)
