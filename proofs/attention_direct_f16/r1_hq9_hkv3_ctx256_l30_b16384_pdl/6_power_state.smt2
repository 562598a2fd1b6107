; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x5456 ((_ extract 31 6) tid.x@A)))
(let (($x2516 (= ?x5456 (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x2911 (and $x254 $x2516)))
(or $x2911))))))
(check-sat)
