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
 (let ((?x64636 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x66220 (bvand ?x64636 (_ bv31 32))))
(let (($x336 (= param!power (_ bv1 32))))
(let (($x57992 (and $x336 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x66220)))))))
(let (($x51990 (or $x57992)))
(or $x51990 $x51990 $x51990 $x51990 $x51990 $x51990 $x51990 $x51990 $x51990 $x51990)))))))
(check-sat)
