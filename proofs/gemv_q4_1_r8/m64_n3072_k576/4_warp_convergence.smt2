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
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x119 (= ctaid.z@A ctaid.z@B)))
 (let (($x8378 (= ctaid.y@A ctaid.y@B)))
 (let (($x7442 (= ctaid.x@A ctaid.x@B)))
 (and $x7442 $x8378 $x119)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7598 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x7474 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x7474 (_ bv5 32)) (bvlshr ?x7598 (_ bv5 32))))))
(assert
 (let ((?x6307 ((_ extract 8 0) ctaid.x@B)))
(let ((?x6308 (concat ?x6307 (_ bv0 2))))
(let ((?x6309 ((_ extract 15 5) tid.x@B)))
(let ((?x6310 (bvadd ?x6309 ?x6308)))
(let ((?x6314 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6316 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6317 (bvadd ?x6316 ?x6314)))
(let (($x6320 (not (= ((_ extract 30 11) ?x6317) (_ bv0 20)))))
(let (($x6322 (not (or $x6320 (bvule (_ bv3072 12) (concat ?x6310 (_ bv0 1)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x6323 (and $x211 $x6322)))
(let ((?x7598 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x8968 (bvand ?x7598 (_ bv31 32))))
(let ((?x268 (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2)))))
(let (($x270 (bvule (_ bv3072 12) (concat ?x268 (_ bv0 1)))))
(let ((?x249 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x259 (= ((_ extract 30 11) ?x249) (_ bv0 20))))
(let (($x271 (not $x259)))
(let (($x275 (not (or $x271 $x270))))
(let (($x276 (and $x211 $x275)))
(let (($x9050 (and $x276 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8968))) (not $x6323))))
(let (($x125 (or $x9050)))
(or $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125 $x125))))))))))))))))))))))))
(check-sat)
