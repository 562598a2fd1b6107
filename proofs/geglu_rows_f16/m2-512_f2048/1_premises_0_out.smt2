; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!M)))
 (bvult ctaid.y@A ?x44)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!M))
(assert
 (bvult pelem0_1 (_ bv2048 64)))
(assert
 (let (($x241 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
(let (($x243 (or (not (= ((_ extract 31 12) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 20))) $x241)))
(let (($x219 (= param!power (_ bv1 32))))
(and $x219 (not $x243))))))
(check-sat)
