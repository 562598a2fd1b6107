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
 (let ((?x72 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1210 (bvand ?x72 (_ bv31 32))))
(let (($x288 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x293 (and $x261 $x288)))
(let (($x1671 (and $x293 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1210)))))))
(let (($x1460 (or $x1671)))
(or $x1460 $x1460 $x1460 $x1460 $x1460)))))))))
(check-sat)
