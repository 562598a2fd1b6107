; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x35119 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x17220 (bvand ?x35119 (_ bv31 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x32041 (and $x279 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x17220)))))))
(let (($x33435 (or $x32041)))
(or $x33435 $x33435 $x33435 $x33435 $x33435 $x33435 $x33435 $x33435 $x33435 $x33435)))))))
(check-sat)
