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
 (let ((?x4203 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x4204 (bvand ?x4203 (_ bv31 32))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x4042 (and $x281 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4204)))))))
(let (($x3134 (or $x4042)))
(or $x3134 $x3134 $x3134 $x3134 $x3134 $x3134 $x3134 $x3134 $x3134 $x3134)))))))
(check-sat)
