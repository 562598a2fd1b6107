; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(declare-fun pelem1_2 () (_ BitVec 64))
(declare-fun pelem1_3 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 (_ bv70 64)))
(assert
 (bvult pelem1_1 (_ bv4 64)))
(assert
 (bvult pelem1_2 (_ bv4 64)))
(assert
 (bvult pelem1_3 (_ bv64 64)))
(assert
 (let ((?x21901 ((_ extract 31 6) tid.x@A)))
(let (($x2418 (= ?x21901 (_ bv0 26))))
(let (($x279 (= param!power (_ bv1 32))))
(and $x279 $x2418)))))
(check-sat)
