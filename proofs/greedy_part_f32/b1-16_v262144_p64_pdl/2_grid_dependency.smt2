; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x1535 (not true)))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x463 (and $x219 (= tid.x@A (_ bv0 32)))))
(let (($x1626 (and $x463 $x1535)))
(let (($x1534 (and $x219 $x1535)))
(or $x1534 $x1534 $x1534 $x1534 $x1626)))))))
(check-sat)
