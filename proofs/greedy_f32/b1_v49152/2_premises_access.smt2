; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (let (($x181 (= param!power (_ bv1 32))))
(let (($x871 (and $x181 (= tid.x@A (_ bv0 32)))))
(let (($x481 (and $x181 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x481 $x481 $x871)))))
(check-sat)
