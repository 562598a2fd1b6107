; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x1099 ((_ extract 31 6) tid.x@A)))
(let (($x1173 (= ?x1099 (_ bv0 26))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1150 (and $x206 $x1173)))
(or $x1150))))))
(check-sat)
