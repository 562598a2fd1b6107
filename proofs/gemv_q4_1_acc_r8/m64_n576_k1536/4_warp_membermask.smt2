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
 (bvult ctaid.x@A (_ bv72 32)))
(assert
 (let ((?x9010 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x9310 (bvand ?x9010 (_ bv31 32))))
(let ((?x268 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x270 (bvule (_ bv576 10) (concat ?x268 (_ bv0 1)))))
(let ((?x249 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x259 (= ((_ extract 30 9) ?x249) (_ bv0 22))))
(let (($x271 (not $x259)))
(let (($x275 (not (or $x271 $x270))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x276 (and $x211 $x275)))
(let (($x8892 (and $x276 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9310)))))))
(let (($x9380 (or $x8892)))
(or $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380 $x9380))))))))))))))
(check-sat)
