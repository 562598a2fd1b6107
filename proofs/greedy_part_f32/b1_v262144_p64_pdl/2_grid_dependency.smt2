; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x1433 (not true)))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x409 (and $x184 (= tid.x@A (_ bv0 32)))))
(let (($x1441 (and $x409 $x1433)))
(let (($x109 (and $x184 $x1433)))
(or $x109 $x109 $x109 $x109 $x1441)))))))
(check-sat)
