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
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8481 (= ctaid.z@A ctaid.z@B)))
 (let (($x7702 (= ctaid.y@A ctaid.y@B)))
 (let (($x9243 (= ctaid.x@A ctaid.x@B)))
 (and $x9243 $x7702 $x8481)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8436 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x9126 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x9126 (_ bv5 32)) (bvlshr ?x8436 (_ bv5 32))))))
(assert
 (let ((?x6306 ((_ extract 8 0) ctaid.x@B)))
(let ((?x6307 (concat ?x6306 (_ bv0 2))))
(let ((?x6308 ((_ extract 15 5) tid.x@B)))
(let ((?x6309 (bvadd ?x6308 ?x6307)))
(let ((?x6313 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6315 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6316 (bvadd ?x6315 ?x6313)))
(let (($x6319 (not (= ((_ extract 30 11) ?x6316) (_ bv0 20)))))
(let (($x6321 (not (or $x6319 (bvule (_ bv3072 12) (concat ?x6309 (_ bv0 1)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x6322 (and $x211 $x6321)))
(let ((?x8436 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x8550 (bvand ?x8436 (_ bv31 32))))
(let ((?x267 (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2)))))
(let (($x269 (bvule (_ bv3072 12) (concat ?x267 (_ bv0 1)))))
(let ((?x248 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x258 (= ((_ extract 30 11) ?x248) (_ bv0 20))))
(let (($x270 (not $x258)))
(let (($x274 (not (or $x270 $x269))))
(let (($x275 (and $x211 $x274)))
(let (($x8238 (and $x275 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8550))) (not $x6322))))
(let (($x8278 (or $x8238)))
(or $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278 $x8278))))))))))))))))))))))))
(check-sat)
