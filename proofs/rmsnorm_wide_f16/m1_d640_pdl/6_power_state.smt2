; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1457 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x1514 (and $x203 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1457)))))
(let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1469 (not $x60)))
(let (($x1473 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1469 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1475 (and $x203 (not $x1473))))
(let (($x642 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x485 (and $x203 (not $x642))))
(or $x485 $x1475 $x1514)))))))))))
(check-sat)
