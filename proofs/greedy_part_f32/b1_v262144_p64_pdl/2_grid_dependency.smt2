; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x1532 (not true)))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x409 (and $x184 (= tid.x@A (_ bv0 32)))))
(let (($x1520 (and $x409 $x1532)))
(let (($x1529 (and $x184 $x1532)))
(or $x1529 $x1529 $x1529 $x1529 $x1520)))))))
(check-sat)
