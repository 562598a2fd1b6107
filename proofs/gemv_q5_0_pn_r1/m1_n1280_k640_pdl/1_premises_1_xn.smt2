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
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 (_ bv1 64)))
(assert
 (bvult pelem1_1 (_ bv640 64)))
(assert
 (let (($x546 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
(let (($x1024 (= ctaid.x@A (_ bv0 32))))
(let (($x312 (= param!power (_ bv1 32))))
(let (($x1067 (and $x312 $x1024 $x546)))
(let (($x529 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x485 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x529))))
(let (($x882 (and $x312 $x1024 $x485)))
(let (($x87 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x94 (not $x87)))
(let (($x429 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x94 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x514 (not $x429)))
(let (($x1026 (and $x312 $x1024 $x514)))
(let (($x519 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x388 (not $x519)))
(let (($x1170 (and $x312 $x1024 $x388)))
(or $x1170 $x1026 $x882 $x1067)))))))))))))))))
(check-sat)
