; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x3722 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv192 32)))))
(let ((?x3723 (bvand ?x3722 (_ bv31 32))))
(let (($x126 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x133 (not $x126)))
(let (($x404 (or $x133 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x405 (not $x404)))
(let (($x416 (or $x405 (not (or $x133 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x392 (= param!power (_ bv1 32))))
(let (($x420 (and $x392 $x416)))
(let (($x4035 (and $x420 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3723)))))))
(let (($x3730 (or $x4035)))
(or $x3730 $x3730 $x3730 $x3730 $x3730)))))))))))))
(check-sat)
