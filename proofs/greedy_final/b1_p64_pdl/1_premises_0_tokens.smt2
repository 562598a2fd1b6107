; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (let (($x305 (= tid.x@A (_ bv0 32))))
(let (($x181 (= param!power (_ bv1 32))))
(and $x181 $x305))))
(check-sat)
