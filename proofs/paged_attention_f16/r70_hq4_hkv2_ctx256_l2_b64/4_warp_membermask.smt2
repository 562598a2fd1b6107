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
 (let ((?x8360 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x9091 (bvand ?x8360 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x7648 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9091)))))))
(let (($x8327 (or $x7648)))
(or $x8327 $x8327 $x8327 $x8327 $x8327 $x8327 $x8327 $x8327 $x8327 $x8327)))))))
(check-sat)
