; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x3508 ((_ extract 31 6) tid.x@A)))
(let (($x3561 (= ?x3508 (_ bv0 26))))
(let (($x237 (= param!power (_ bv1 32))))
(let (($x3671 (and $x237 $x3561)))
(or $x3671))))))
(check-sat)
