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
 (bvult ctaid.x@A (_ bv144 32)))
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
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2527 (= ctaid.z@A ctaid.z@B)))
 (let (($x2537 (= ctaid.y@A ctaid.y@B)))
 (let (($x2644 (= ctaid.x@A ctaid.x@B)))
 (and $x2644 $x2537 $x2527)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3334 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x3206 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x3206 (_ bv5 32)) (bvlshr ?x3334 (_ bv5 32))))))
(assert
 (let (($x2164 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2166 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2168 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2169 (bvadd ?x2168 ?x2166)))
(let (($x2174 (not (or (not (= ((_ extract 31 10) ?x2169) (_ bv0 22))) $x2164))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2175 (and $x208 $x2174)))
(let ((?x3334 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x3335 (bvand ?x3334 (_ bv31 32))))
(let (($x244 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
(let (($x250 (and $x208 $x249)))
(let (($x2680 (and $x250 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3335))) (not $x2175))))
(let (($x3242 (or $x2680)))
(or $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242 $x3242)))))))))))))))))))
(check-sat)
