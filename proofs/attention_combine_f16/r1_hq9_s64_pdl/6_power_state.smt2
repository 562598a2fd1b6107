; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x1055 ((_ extract 31 6) tid.x@A)))
(let (($x1630 (= ?x1055 (_ bv0 26))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1584 (and $x206 $x1630)))
(or $x1584))))))
(check-sat)
