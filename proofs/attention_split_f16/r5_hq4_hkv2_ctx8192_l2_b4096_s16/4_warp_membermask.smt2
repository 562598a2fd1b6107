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
 (let ((?x3928 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3930 (bvand ?x3928 (_ bv31 32))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x4258 (and $x281 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3930)))))))
(let (($x4226 (or $x4258)))
(or $x4226 $x4226 $x4226 $x4226 $x4226 $x4226 $x4226 $x4226 $x4226 $x4226)))))))
(check-sat)
