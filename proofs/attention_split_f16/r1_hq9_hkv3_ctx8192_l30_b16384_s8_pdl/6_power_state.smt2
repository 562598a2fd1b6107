; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x279 (= param!power (_ bv1 32))))
(let (($x12437 (and $x279 (= tid.x@A (_ bv0 32)))))
(let (($x2815 (and $x279 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(or $x2815 $x12437 $x12437)))))
(check-sat)
