; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x282 (and $x255 $x277)))
(or $x282)))))
(check-sat)
