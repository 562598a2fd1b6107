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
 (let ((?x21407 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x21546 (bvand ?x21407 (_ bv31 32))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x6798 (and $x339 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x21546)))))))
(let (($x6790 (or $x6798)))
(or $x6790 $x6790 $x6790 $x6790 $x6790 $x6790 $x6790 $x6790 $x6790 $x6790)))))))
(check-sat)
