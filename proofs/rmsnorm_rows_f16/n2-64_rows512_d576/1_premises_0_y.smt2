; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@A ?x54)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!n_out))
(assert
 (bvult pelem0_1 (_ bv576 64)))
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
