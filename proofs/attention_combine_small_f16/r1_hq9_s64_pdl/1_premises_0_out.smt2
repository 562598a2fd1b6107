; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let ((?x259 ((_ extract 31 6) tid.x@A)))
(let (($x943 (= ?x259 (_ bv0 26))))
(let (($x206 (= param!power (_ bv1 32))))
(and $x206 $x943)))))
(check-sat)
