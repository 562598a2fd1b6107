; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x184 (= param!power (_ bv1 32))))
(let (($x409 (and $x184 (= tid.x@A (_ bv0 32)))))
(let (($x598 (and $x184 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x184 $x184 $x184 $x184 $x598 $x598 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409 $x409)))))
(check-sat)
