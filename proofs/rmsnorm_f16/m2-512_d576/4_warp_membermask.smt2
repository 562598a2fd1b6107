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
 (let ((?x1904 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1768 (bvand ?x1904 (_ bv31 32))))
(let (($x246 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x249 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x246))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x250 (and $x231 $x249)))
(let (($x1501 (and $x250 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1768)))))))
(let (($x1539 (or $x1501)))
(or $x1539 $x1539 $x1539 $x1539 $x1539))))))))))
(check-sat)
