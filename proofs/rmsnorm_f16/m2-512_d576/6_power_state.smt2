; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x4080 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x4070 (and $x231 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4080)))))
(let (($x70 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x4035 (not $x70)))
(let (($x4039 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4035 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x4041 (and $x231 (not $x4039))))
(let (($x762 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x619 (and $x231 (not $x762))))
(or $x619 $x4041 $x4070)))))))))))
(check-sat)
