; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let (($x227 (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A))))
(let (($x229 (or (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 25))) $x227)))
(let (($x232 (not $x229)))
(let (($x207 (= param!power (_ bv1 32))))
(and $x207 $x232))))))
(check-sat)
