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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv2 64)))
(assert
 (bvult pelem0_1 (_ bv1536 64)))
(assert
 (let (($x209 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x211 (or (not (= ((_ extract 31 11) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 21))) $x209)))
(let (($x187 (= param!power (_ bv1 32))))
(and $x187 (not $x211))))))
(check-sat)
