; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x219 (= param!power (_ bv1 32))))
(let (($x463 (and $x219 (= tid.x@A (_ bv0 32)))))
(let (($x609 (and $x219 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x219 $x219 $x219 $x219 $x609 $x609 $x463)))))
(check-sat)
