; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x515 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv32 32)))))
(let ((?x160 (bvand ?x515 (_ bv31 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x581 (and $x216 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x160)))))))
(let (($x178 (or $x581)))
(or $x178 $x178 $x178 $x178 $x178 $x178 $x178 $x178 $x178 $x178)))))))
(check-sat)
