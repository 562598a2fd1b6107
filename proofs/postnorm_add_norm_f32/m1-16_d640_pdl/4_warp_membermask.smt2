; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x123 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x3419 (bvand ?x123 (_ bv31 32))))
(let (($x452 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x430 (and $x281 $x452)))
(let (($x3539 (and $x430 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3419)))))))
(let (($x4140 (or $x3539)))
(or $x4140 $x4140 $x4140 $x4140 $x4140 $x4140 $x4140 $x4140 $x4140 $x4140)))))))))
(check-sat)
