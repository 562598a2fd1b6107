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
 (let ((?x9422 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x14525 (bvand ?x9422 (_ bv31 32))))
(let (($x288 (= param!power (_ bv1 32))))
(let (($x13489 (and $x288 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x14525)))))))
(let (($x5620 (or $x13489)))
(or $x5620 $x5620 $x5620 $x5620 $x5620 $x5620 $x5620 $x5620 $x5620 $x5620)))))))
(check-sat)
