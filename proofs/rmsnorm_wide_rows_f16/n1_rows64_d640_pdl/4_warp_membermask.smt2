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
 (let ((?x1338 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1308 (bvand ?x1338 (_ bv31 32))))
(let (($x254 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x259 (and $x226 $x254)))
(let (($x1305 (and $x259 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1308)))))))
(let (($x1310 (or $x1305)))
(or $x1310 $x1310 $x1310 $x1310 $x1310)))))))))
(check-sat)
