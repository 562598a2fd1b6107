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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv3 64)))
(assert
 (bvult pelem0_1 (_ bv160 64)))
(assert
 (let (($x204 (bvule (_ bv160 8) ((_ extract 7 0) tid.x@A))))
(let (($x206 (or (not (= ((_ extract 31 8) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 24))) $x204)))
(let (($x185 (= param!power (_ bv1 32))))
(and $x185 (not $x206))))))
(check-sat)
