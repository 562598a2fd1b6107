; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x599 (= tid.x@A (_ bv0 32))))
(let (($x218 (= param!power (_ bv1 32))))
(let (($x478 (and $x218 $x599)))
(or $x478)))))
(check-sat)
