; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (let (($x185 (= param!power (_ bv1 32))))
(let (($x438 (and $x185 (= tid.x@A (_ bv0 32)))))
(let (($x520 (and $x185 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x520 $x520 $x438)))))
(check-sat)
