; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= param!power (_ bv1 32))))
(let (($x371 (and $x281 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A))))))
(let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x357 (and $x281 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352)))))
(let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x90 (not $x83)))
(let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x329 (and $x281 (not $x327))))
(let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x302 (and $x281 (not $x298))))
(or $x302 $x329 $x357 $x371 $x302 $x329 $x357 $x371))))))))))))
(check-sat)
