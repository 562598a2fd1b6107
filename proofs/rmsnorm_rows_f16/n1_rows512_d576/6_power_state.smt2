; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1478 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x1483 (and $x226 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1478)))))
(let (($x67 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1418 (not $x67)))
(let (($x1422 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1418 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1424 (and $x226 (not $x1422))))
(let (($x432 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x436 (and $x226 (not $x432))))
(or $x436 $x1424 $x1483)))))))))))
(check-sat)
