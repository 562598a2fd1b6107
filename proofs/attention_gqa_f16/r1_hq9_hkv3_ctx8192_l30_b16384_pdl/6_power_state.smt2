; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= param!power (_ bv1 32))))
(let (($x397 (and $x281 (= ((_ extract 31 2) tid.x@A) (_ bv0 30)) (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2)))))
(let (($x1780 (and $x281 (= ((_ extract 31 8) tid.x@A) (_ bv0 24)) (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8)))))
(or $x1780 $x397 $x397)))))
(check-sat)
