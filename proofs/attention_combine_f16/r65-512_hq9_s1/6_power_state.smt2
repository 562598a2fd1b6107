; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x3738 ((_ extract 31 6) tid.x@A)))
(let (($x3693 (= ?x3738 (_ bv0 26))))
(let (($x248 (= param!power (_ bv1 32))))
(let (($x3747 (and $x248 $x3693)))
(or $x3747))))))
(check-sat)
