; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv655360 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv167772160 64)))
(assert
 (let (($x206 (bvule (_ bv167772160 28) (bvadd ((_ extract 27 0) tid.x@A) (bvmul (_ bv256 28) ((_ extract 27 0) ctaid.x@A))))))
(let (($x208 (or (not (= ((_ extract 31 28) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 4))) $x206)))
(let (($x184 (= param!power (_ bv1 32))))
(and $x184 (not $x208))))))
(check-sat)
