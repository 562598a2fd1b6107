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
 (let ((?x9937 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x11022 (bvand ?x9937 (_ bv31 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x10712 (and $x291 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x11022)))))))
(let (($x10087 (or $x10712)))
(or $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087 $x10087)))))))
(check-sat)
