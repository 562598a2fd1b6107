; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x259 ((_ extract 31 6) tid.x@A)))
(let (($x842 (= ?x259 (_ bv0 26))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x813 (and $x206 $x842)))
(or $x813))))))
(check-sat)
