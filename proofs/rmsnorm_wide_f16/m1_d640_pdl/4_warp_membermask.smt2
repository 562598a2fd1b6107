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
 (let ((?x1431 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1413 (bvand ?x1431 (_ bv31 32))))
(let (($x215 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x220 (and $x203 $x215)))
(let (($x91 (and $x220 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1413)))))))
(let (($x1415 (or $x91)))
(or $x1415 $x1415 $x1415 $x1415 $x1415)))))))))
(check-sat)
