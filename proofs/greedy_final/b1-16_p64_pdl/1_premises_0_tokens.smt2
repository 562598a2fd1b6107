; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!B))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x42)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!B))
(assert
 (let (($x339 (= tid.x@A (_ bv0 32))))
(let (($x216 (= param!power (_ bv1 32))))
(and $x216 $x339))))
(check-sat)
