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
 (let ((?x1253 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x2546 (bvand ?x1253 (_ bv31 32))))
(let (($x1751 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2546))))))
(let (($x1065 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x1121 (and $x282 $x1065)))
(let (($x2430 (and $x1121 $x1751)))
(let (($x76 (or $x2430)))
(let (($x299 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x300 (not $x299)))
(let (($x301 (and $x282 $x300)))
(let (($x2201 (and $x301 $x1751)))
(let (($x1667 (or $x2201)))
(or $x1667 $x1667 $x1667 $x1667 $x1667 $x76 $x76 $x76 $x76 $x76)))))))))))))))
(check-sat)
