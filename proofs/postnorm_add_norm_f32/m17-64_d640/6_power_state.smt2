; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x4196 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x4251 (and $x282 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4196)))))
(let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x4207 (not $x83)))
(let (($x4211 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4207 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x4213 (and $x282 (not $x4211))))
(let (($x669 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x523 (and $x282 (not $x669))))
(or $x523 $x4213 $x4251 $x523 $x4213 $x4251)))))))))))
(check-sat)
