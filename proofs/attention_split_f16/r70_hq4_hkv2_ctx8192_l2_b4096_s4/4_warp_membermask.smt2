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
 (let ((?x28303 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x20719 (bvand ?x28303 (_ bv31 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x29294 (and $x279 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x20719)))))))
(let (($x8591 (or $x29294)))
(or $x8591 $x8591 $x8591 $x8591 $x8591 $x8591 $x8591 $x8591 $x8591 $x8591)))))))
(check-sat)
