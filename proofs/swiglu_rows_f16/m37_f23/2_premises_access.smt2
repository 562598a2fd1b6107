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
 (let (($x204 (bvule (_ bv23 5) ((_ extract 4 0) tid.x@A))))
(let (($x206 (or (not (= ((_ extract 31 5) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 27))) $x204)))
(let (($x184 (= param!power (_ bv1 32))))
(and $x184 (not $x206))))))
(check-sat)
