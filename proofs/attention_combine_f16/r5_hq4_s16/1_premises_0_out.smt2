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
 (bvult pelem0_0 (_ bv5 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let ((?x1070 ((_ extract 31 6) tid.x@A)))
(let (($x1187 (= ?x1070 (_ bv0 26))))
(let (($x207 (= param!power (_ bv1 32))))
(and $x207 $x1187)))))
(check-sat)
