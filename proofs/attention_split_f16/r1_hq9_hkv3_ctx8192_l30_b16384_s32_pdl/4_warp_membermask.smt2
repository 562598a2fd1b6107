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
 (let ((?x8757 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x8825 (bvand ?x8757 (_ bv31 32))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x8244 (and $x280 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8825)))))))
(let (($x8377 (or $x8244)))
(or $x8377 $x8377 $x8377 $x8377 $x8377 $x8377 $x8377 $x8377 $x8377 $x8377)))))))
(check-sat)
