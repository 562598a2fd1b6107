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
 (let ((?x3965 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x4467 (bvand ?x3965 (_ bv31 32))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x5047 (and $x280 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4467)))))))
(let (($x5702 (or $x5047)))
(or $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702 $x5702)))))))
(check-sat)
