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
 (let (($x205 (bvule (_ bv19 5) ((_ extract 4 0) tid.x@A))))
(let (($x207 (or (not (= ((_ extract 31 5) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 27))) $x205)))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x211 (and $x185 (not $x207))))
(or $x211 $x211 $x211))))))
(check-sat)
