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
 (bvult pelem0_2 (_ bv8 64)))
(assert
 (bvult pelem0_3 (_ bv2 64)))
(assert
 (let (($x12457 (= tid.x@A (_ bv0 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x12437 (and $x279 $x12457)))
(or $x12437 $x12437)))))
(check-sat)
