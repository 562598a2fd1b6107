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
 (let ((?x3377 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv192 32)))))
(let ((?x3301 (bvand ?x3377 (_ bv31 32))))
(let (($x110 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x117 (not $x110)))
(let (($x352 (or $x117 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x353 (not $x352)))
(let (($x364 (or $x353 (not (or $x117 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x368 (and $x340 $x364)))
(let (($x3484 (and $x368 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3301)))))))
(let (($x1979 (or $x3484)))
(or $x1979 $x1979 $x1979 $x1979 $x1979)))))))))))))
(check-sat)
