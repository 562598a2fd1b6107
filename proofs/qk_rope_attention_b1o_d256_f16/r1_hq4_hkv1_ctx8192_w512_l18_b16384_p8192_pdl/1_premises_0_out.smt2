; benchmark generated from python API
(set-info :status unknown)
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv256 64)))
(assert
 (let (($x380 (= param!power (_ bv1 32))))
(or $x380 $x380 $x380 $x380)))
(check-sat)
