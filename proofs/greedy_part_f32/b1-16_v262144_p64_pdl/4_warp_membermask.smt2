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
 (let ((?x2464 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1754 (bvand ?x2464 (_ bv31 32))))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x1761 (and $x219 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1754)))))))
(let (($x1612 (or $x1761)))
(or $x1612 $x1612 $x1612 $x1612 $x1612 $x1612 $x1612 $x1612 $x1612 $x1612 $x1612)))))))
(check-sat)
