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
 (let ((?x4575 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x3977 (bvand ?x4575 (_ bv31 32))))
(let (($x436 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x431 (and $x281 $x436)))
(let (($x4297 (and $x431 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3977)))))))
(let (($x3747 (or $x4297)))
(or $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747)))))))))
(check-sat)
