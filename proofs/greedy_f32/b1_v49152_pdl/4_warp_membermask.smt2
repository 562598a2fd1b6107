; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x1642 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x1713 (bvand ?x1642 (_ bv31 32))))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x2512 (and $x181 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1713)))))))
(let (($x1799 (or $x2512)))
(or $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799 $x1799)))))))
(check-sat)
