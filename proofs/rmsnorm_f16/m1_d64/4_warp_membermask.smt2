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
 (let ((?x790 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x867 (bvand ?x790 (_ bv31 32))))
(let (($x218 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x221 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x218))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x222 (and $x203 $x221)))
(let (($x1360 (and $x222 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x867)))))))
(let (($x862 (or $x1360)))
(or $x862 $x862 $x862 $x862 $x862))))))))))
(check-sat)
