; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x14074 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x13146 (bvand ?x14074 (_ bv31 32))))
(let (($x334 (= param!power (_ bv1 32))))
(let (($x13011 (and $x334 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x13146)))))))
(let (($x13533 (or $x13011)))
(or $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533 $x13533)))))))
(check-sat)
