; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v14@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvule v14@A (_ bv1 64)))
(assert
 (let (($x216 (= param!power (_ bv1 32))))
(let (($x338 (and $x216 (= tid.x@A (_ bv0 32)))))
(let (($x319 (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv32 32) ((_ extract 31 0) v14@A)))) (_ bv0 25)))))
(let (($x320 (or $x319 (bvule (_ bv64 7) (bvadd ((_ extract 6 0) tid.x@A) (bvmul (_ bv32 7) ((_ extract 6 0) v14@A)))))))
(let (($x324 (and $x216 (not $x320))))
(or $x324 $x338)))))))
(check-sat)
