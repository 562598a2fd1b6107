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
 (let ((?x2598 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x2216 (bvand ?x2598 (_ bv31 32))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x2639 (and $x184 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2216)))))))
(let (($x2295 (or $x2639)))
(or $x2295 $x2295 $x2295 $x2295 $x2295 $x2295 $x2295 $x2295 $x2295 $x2295 $x2295)))))))
(check-sat)
