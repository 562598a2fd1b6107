; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x1732 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1725 (bvand ?x1732 (_ bv31 32))))
(let (($x290 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x293 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x290))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x294 (and $x261 $x293)))
(let (($x2545 (and $x294 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1725)))))))
(let (($x1462 (or $x2545)))
(or $x1462 $x1462 $x1462 $x1462 $x1462))))))))))
(check-sat)
