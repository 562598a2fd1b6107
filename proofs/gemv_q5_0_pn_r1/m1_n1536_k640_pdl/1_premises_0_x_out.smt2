; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv640 64)))
(assert
 (let (($x547 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
(let (($x1025 (= ctaid.x@A (_ bv0 32))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x1068 (and $x313 $x1025 $x547)))
(let (($x530 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x486 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x530))))
(let (($x883 (and $x313 $x1025 $x486)))
(let (($x88 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x95 (not $x88)))
(let (($x459 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x95 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x515 (not $x459)))
(let (($x1027 (and $x313 $x1025 $x515)))
(let (($x520 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x375 (not $x520)))
(let (($x1171 (and $x313 $x1025 $x375)))
(or $x1171 $x1027 $x883 $x1068)))))))))))))))))
(check-sat)
