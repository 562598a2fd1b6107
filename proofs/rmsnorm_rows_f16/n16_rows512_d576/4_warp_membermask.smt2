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
 (let ((?x1690 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1683 (bvand ?x1690 (_ bv31 32))))
(let (($x259 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x262 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x259))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x263 (and $x229 $x262)))
(let (($x3164 (and $x263 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1683)))))))
(let (($x1422 (or $x3164)))
(or $x1422 $x1422 $x1422 $x1422 $x1422))))))))))
(check-sat)
