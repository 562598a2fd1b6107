; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (let (($x216 (= param!power (_ bv1 32))))
(let (($x1021 (and $x216 (= tid.x@A (_ bv0 32)))))
(let (($x515 (and $x216 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x515 $x515 $x1021)))))
(check-sat)
