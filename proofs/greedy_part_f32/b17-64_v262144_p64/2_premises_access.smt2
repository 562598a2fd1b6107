; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x218 (= param!power (_ bv1 32))))
(let (($x478 (and $x218 (= tid.x@A (_ bv0 32)))))
(let (($x587 (and $x218 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x587 $x587 $x478)))))
(check-sat)
