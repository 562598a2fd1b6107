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
 (let ((?x1470 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x927 (bvand ?x1470 (_ bv31 32))))
(let (($x222 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x225 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x222))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x226 (and $x207 $x225)))
(let (($x674 (and $x226 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x927)))))))
(let (($x610 (or $x674)))
(or $x610 $x610 $x610 $x610 $x610))))))))))
(check-sat)
