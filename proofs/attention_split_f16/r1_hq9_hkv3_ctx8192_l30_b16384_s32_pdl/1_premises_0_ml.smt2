; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(declare-fun pelem0_3 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv32 64)))
(assert
 (bvult pelem0_3 (_ bv2 64)))
(assert
 (let (($x5611 (= tid.x@A (_ bv0 32))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x5499 (and $x280 $x5611)))
(or $x5499 $x5499)))))
(check-sat)
