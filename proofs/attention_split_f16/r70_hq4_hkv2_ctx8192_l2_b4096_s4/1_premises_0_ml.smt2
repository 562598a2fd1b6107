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
 (bvult pelem0_0 (_ bv70 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv4 64)))
(assert
 (bvult pelem0_3 (_ bv2 64)))
(assert
 (let (($x22009 (= tid.x@A (_ bv0 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x21898 (and $x279 $x22009)))
(or $x21898 $x21898)))))
(check-sat)
