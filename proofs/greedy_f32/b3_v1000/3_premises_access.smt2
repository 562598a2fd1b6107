; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v66@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v66@A (_ bv0 64)))
(assert
 (let (($x185 (= param!power (_ bv1 32))))
(let (($x409 (and $x185 (= tid.x@A (_ bv0 32)))))
(let (($x493 (and $x185 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x398 (not (= ((_ extract 31 8) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v66@A)))) (_ bv0 24)))))
(let (($x403 (and $x185 (not (or $x398 (bvule (_ bv250 8) ((_ extract 7 0) tid.x@A)))))))
(or $x403 $x493 $x185 $x185 $x493 $x185 $x409)))))))
(check-sat)
