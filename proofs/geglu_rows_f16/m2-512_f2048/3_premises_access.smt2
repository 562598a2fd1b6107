; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (let (($x241 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
(let (($x243 (or (not (= ((_ extract 31 12) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 20))) $x241)))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x247 (and $x219 (not $x243))))
(or $x247 $x247 $x247))))))
(check-sat)
