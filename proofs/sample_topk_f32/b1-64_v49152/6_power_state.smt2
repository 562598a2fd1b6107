; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x4759 (= tid.x@A (_ bv0 32))))
(let (($x334 (= param!power (_ bv1 32))))
(let (($x4833 (and $x334 $x4759)))
(or $x4833)))))
(check-sat)
