; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x2682 (= tid.x@A (_ bv0 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x2685 (and $x291 $x2682)))
(or $x2685)))))
(check-sat)
