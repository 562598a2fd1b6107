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
 (let ((?x9495 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x10635 (bvand ?x9495 (_ bv31 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x20835 (and $x279 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x10635)))))))
(let (($x9473 (or $x20835)))
(or $x9473 $x9473 $x9473 $x9473 $x9473 $x9473 $x9473 $x9473 $x9473 $x9473)))))))
(check-sat)
