; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x1526 (not true)))
(let (($x218 (= param!power (_ bv1 32))))
(let (($x461 (and $x218 (= tid.x@A (_ bv0 32)))))
(let (($x1674 (and $x461 $x1526)))
(let (($x1676 (and $x218 $x1526)))
(or $x1676 $x1676 $x1676 $x1676 $x1674)))))))
(check-sat)
