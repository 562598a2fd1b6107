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
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv18 64)))
(assert
 (let (($x201 (bvule (_ bv18 5) ((_ extract 4 0) tid.x@A))))
(let (($x203 (or (not (= ((_ extract 31 5) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 27))) $x201)))
(let (($x181 (= param!power (_ bv1 32))))
(and $x181 (not $x203))))))
(check-sat)
