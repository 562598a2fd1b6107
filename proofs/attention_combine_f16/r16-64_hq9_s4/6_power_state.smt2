; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x3611 ((_ extract 31 6) tid.x@A)))
(let (($x3679 (= ?x3611 (_ bv0 26))))
(let (($x249 (= param!power (_ bv1 32))))
(let (($x3701 (and $x249 $x3679)))
(or $x3701))))))
(check-sat)
