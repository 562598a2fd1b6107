; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let (($x201 (bvule (_ bv448 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
(let (($x203 (or (not (= ((_ extract 31 9) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 23))) $x201)))
(let (($x183 (= param!power (_ bv1 32))))
(and $x183 (not $x203))))))
(check-sat)
