; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x4591 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x4596 (and $x261 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4591)))))
(let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x4580 (not $x79)))
(let (($x4584 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4580 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x4586 (and $x261 (not $x4584))))
(let (($x604 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x568 (and $x261 (not $x604))))
(or $x568 $x4586 $x4596)))))))))))
(check-sat)
