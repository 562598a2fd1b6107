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
 (let ((?x16151 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x13185 (bvand ?x16151 (_ bv31 32))))
(let (($x286 (= param!power (_ bv1 32))))
(let (($x15804 (and $x286 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x13185)))))))
(let (($x16087 (or $x15804)))
(or $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087 $x16087)))))))
(check-sat)
