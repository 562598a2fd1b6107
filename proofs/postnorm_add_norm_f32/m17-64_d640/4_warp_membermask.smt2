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
 (let ((?x3485 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x4436 (bvand ?x3485 (_ bv31 32))))
(let (($x414 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x437 (and $x281 $x414)))
(let (($x4231 (and $x437 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4436)))))))
(let (($x4072 (or $x4231)))
(or $x4072 $x4072 $x4072 $x4072 $x4072 $x4072 $x4072 $x4072 $x4072 $x4072)))))))))
(check-sat)
