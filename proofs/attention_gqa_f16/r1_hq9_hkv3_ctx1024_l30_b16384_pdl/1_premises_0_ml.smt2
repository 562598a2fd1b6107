; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(declare-fun pelem0_3 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv8 64)))
(assert
 (bvult pelem0_3 (_ bv2 64)))
(assert
 (let (($x1791 (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2))))
(let (($x1768 (= ((_ extract 31 2) tid.x@A) (_ bv0 30))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x464 (and $x281 $x1768 $x1791)))
(or $x464 $x464))))))
(check-sat)
