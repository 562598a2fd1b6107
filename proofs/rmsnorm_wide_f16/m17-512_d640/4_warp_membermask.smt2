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
 (let ((?x60 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1077 (bvand ?x60 (_ bv31 32))))
(let (($x251 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x256 (and $x239 $x251)))
(let (($x1623 (and $x256 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1077)))))))
(let (($x1802 (or $x1623)))
(or $x1802 $x1802 $x1802 $x1802 $x1802)))))))))
(check-sat)
