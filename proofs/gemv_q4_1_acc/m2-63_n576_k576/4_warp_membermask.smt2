; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
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
 (let ((?x3374 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3338 (bvand ?x3374 (_ bv31 32))))
(let (($x279 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x258 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x263 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x264 (bvadd ?x263 ?x258)))
(let (($x284 (not (or (not (= ((_ extract 31 10) ?x264) (_ bv0 22))) $x279))))
(let (($x244 (= param!power (_ bv1 32))))
(let (($x285 (and $x244 $x284)))
(let (($x2758 (and $x285 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3338)))))))
(let (($x3357 (or $x2758)))
(or $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357 $x3357)))))))))))))
(check-sat)
