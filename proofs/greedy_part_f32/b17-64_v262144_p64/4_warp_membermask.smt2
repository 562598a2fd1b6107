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
 (let ((?x2249 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1643 (bvand ?x2249 (_ bv31 32))))
(let (($x218 (= param!power (_ bv1 32))))
(let (($x1606 (and $x218 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1643)))))))
(let (($x1602 (or $x1606)))
(or $x1602 $x1602 $x1602 $x1602 $x1602 $x1602 $x1602 $x1602 $x1602 $x1602 $x1602)))))))
(check-sat)
