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
 (let ((?x3562 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3067 (bvand ?x3562 (_ bv31 32))))
(let (($x327 (= param!power (_ bv1 32))))
(let (($x5503 (and $x327 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3067)))))))
(let (($x3437 (or $x5503)))
(or $x3437 $x3437 $x3437 $x3437 $x3437 $x3437 $x3437 $x3437 $x3437 $x3437)))))))
(check-sat)
