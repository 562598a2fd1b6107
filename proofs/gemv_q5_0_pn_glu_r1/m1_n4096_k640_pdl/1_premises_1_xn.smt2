; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 (_ bv1 64)))
(assert
 (bvult pelem1_1 (_ bv640 64)))
(assert
 (let (($x644 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
(let (($x1272 (= ctaid.x@A (_ bv0 32))))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x900 (and $x309 $x1272 $x644)))
(let (($x623 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x628 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x623))))
(let (($x864 (and $x309 $x1272 $x628)))
(let (($x87 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x94 (not $x87)))
(let (($x601 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x94 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x466 (not $x601)))
(let (($x1393 (and $x309 $x1272 $x466)))
(let (($x524 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x599 (not $x524)))
(let (($x1118 (and $x309 $x1272 $x599)))
(or $x1118 $x1393 $x864 $x900)))))))))))))))))
(check-sat)
