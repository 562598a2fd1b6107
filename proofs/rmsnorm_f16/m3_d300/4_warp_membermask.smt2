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
 (let ((?x157 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1447 (bvand ?x157 (_ bv31 32))))
(let ((?x218 ((_ extract 5 0) tid.x@A)))
(let (($x222 (bvule (_ bv32 6) ?x218)))
(let (($x216 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x223 (not $x216)))
(let (($x225 (not (or $x223 $x222))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x226 (and $x207 $x225)))
(let (($x709 (and $x226 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1447)))))))
(let (($x2680 (or $x709)))
(or $x2680 $x2680 $x2680 $x2680 $x2680)))))))))))))
(check-sat)
