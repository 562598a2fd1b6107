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
 (let ((?x423 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv32 32)))))
(let ((?x89 (bvand ?x423 (_ bv31 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x795 (and $x216 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x89)))))))
(let (($x489 (or $x795)))
(or $x489 $x489 $x489 $x489 $x489 $x489 $x489 $x489 $x489 $x489)))))))
(check-sat)
