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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x45 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x45)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!M))
(assert
 (bvult pelem0_1 (_ bv576 64)))
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
