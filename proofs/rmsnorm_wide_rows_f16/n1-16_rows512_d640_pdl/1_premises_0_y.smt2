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
 (and (bvule (_ bv1 64) size!n_out) (bvule size!n_out (_ bv16 64))))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!n_out))))
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
 (bvult pelem0_1 (_ bv640 64)))
(assert
 (let (($x3894 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x3961 (and $x261 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3894)))))
(let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x3908 (not $x79)))
(let (($x3912 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3908 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x3914 (and $x261 (not $x3912))))
(let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x745 (and $x261 (not $x716))))
(or $x745 $x3914 $x3961)))))))))))
(check-sat)
