; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x339 (= tid.x@A (_ bv0 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x327 (and $x216 $x339)))
(or $x327)))))
(check-sat)
