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
 (let ((?x1200 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x2384 (bvand ?x1200 (_ bv31 32))))
(let (($x254 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x259 (and $x226 $x254)))
(let (($x1132 (and $x259 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2384)))))))
(let (($x2385 (or $x1132)))
(or $x2385 $x2385 $x2385 $x2385 $x2385)))))))))
(check-sat)
