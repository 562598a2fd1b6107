; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v31@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v31@A (_ bv47 64)))
(assert
 (let (($x106 (not true)))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x463 (and $x181 (= tid.x@A (_ bv0 32)))))
(let (($x96 (and $x463 $x106)))
(let (($x367 (not (= ((_ extract 31 16) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v31@A)))) (_ bv0 16)))))
(let (($x368 (or $x367 (bvule (_ bv49152 16) (bvadd ((_ extract 15 0) tid.x@A) (bvmul (_ bv1024 16) ((_ extract 15 0) v31@A)))))))
(let (($x372 (and $x181 (not $x368))))
(let (($x95 (and $x372 $x106)))
(or $x95 $x96))))))))))
(check-sat)
