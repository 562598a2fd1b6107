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
 (let ((?x8186 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x5221 (bvand ?x8186 (_ bv31 32))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x5093 (and $x254 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x5221)))))))
(let (($x5081 (or $x5093)))
(or $x5081 $x5081 $x5081 $x5081 $x5081 $x5081 $x5081 $x5081 $x5081 $x5081)))))))
(check-sat)
