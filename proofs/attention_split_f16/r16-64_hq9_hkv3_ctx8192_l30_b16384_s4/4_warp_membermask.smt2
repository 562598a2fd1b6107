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
 (let ((?x11747 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x11728 (bvand ?x11747 (_ bv31 32))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x13868 (and $x339 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x11728)))))))
(let (($x7238 (or $x13868)))
(or $x7238 $x7238 $x7238 $x7238 $x7238 $x7238 $x7238 $x7238 $x7238 $x7238)))))))
(check-sat)
