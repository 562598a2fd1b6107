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
 (let ((?x5024 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x9023 (bvand ?x5024 (_ bv31 32))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x5252 (and $x254 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9023)))))))
(let (($x2952 (or $x5252)))
(or $x2952 $x2952 $x2952 $x2952 $x2952 $x2952 $x2952 $x2952 $x2952 $x2952)))))))
(check-sat)
