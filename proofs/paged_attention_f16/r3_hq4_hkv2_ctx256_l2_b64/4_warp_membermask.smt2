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
 (let ((?x7037 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x7058 (bvand ?x7037 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x7130 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7058)))))))
(let (($x9294 (or $x7130)))
(or $x9294 $x9294 $x9294 $x9294 $x9294 $x9294 $x9294 $x9294 $x9294 $x9294)))))))
(check-sat)
