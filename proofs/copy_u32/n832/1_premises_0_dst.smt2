; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv832 64)))
(assert
 (let (($x205 (bvule (_ bv832 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x207 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x205)))
(let (($x183 (= param!power (_ bv1 32))))
(and $x183 (not $x207))))))
(check-sat)
