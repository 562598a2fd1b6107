; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv16 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!block_tables ?x19))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!out ?x19))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x61)))
(assert
 (let ((?x298 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv8192 32)))))
(assert
 (let ((?x379 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.z@A)) (concat (_ bv0 23) (bvadd ctaid.x@A (bvmul (_ bv4 32) ctaid.y@A))))))
(let ((?x382 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x379 (_ bv0 8))) (_ bv0 1))))
(let ((?x36316 (bvadd base!out ?x382)))
(let (($x2348 (or (bvult (bvmul (_ bv2048 64) size!R) (_ bv2 64)) (not (bvule ?x382 (bvsub (bvmul (_ bv2048 64) size!R) (_ bv2 64)))))))
(let (($x288 (= param!power (_ bv1 32))))
(let (($x4561 (and $x288 (or $x2348 (and (distinct (bvand ?x36316 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x4561))))))))
(check-sat)
