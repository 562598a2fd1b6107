; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x5125 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x5130 (bvand ?x5125 (_ bv31 32))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x4373 (and $x281 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x5130)))))))
(let (($x4372 (or $x4373)))
(or $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372 $x4372)))))))
(check-sat)
