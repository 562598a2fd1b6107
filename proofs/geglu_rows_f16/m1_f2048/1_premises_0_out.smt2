; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv2048 64)))
(assert
 (let (($x206 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
(let (($x208 (or (not (= ((_ extract 31 12) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 20))) $x206)))
(let (($x184 (= param!power (_ bv1 32))))
(and $x184 (not $x208))))))
(check-sat)
