; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x48 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x48)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!M))
(assert
 (bvult pelem0_1 (_ bv640 64)))
(assert
 (let (($x3642 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x3688 (and $x239 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3642)))))
(let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x3653 (not $x73)))
(let (($x3657 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3653 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x3659 (and $x239 (not $x3657))))
(let (($x608 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x568 (and $x239 (not $x608))))
(or $x568 $x3659 $x3688)))))))))))
(check-sat)
