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
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!R) (bvule size!R (_ bv512 64))))
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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x59)))
(assert
 (let ((?x294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x294) (bvule ?x294 (_ bv8192 32)))))
(assert
 (let ((?x383 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@A)) (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
(let ((?x386 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x383 (_ bv0 8))) (_ bv0 1))))
(let ((?x45845 (bvadd (_ bv1536 64) base!out ?x386)))
(let ((?x18 (bvmul (_ bv2048 64) size!R)))
(let (($x2813 (bvult ?x18 (_ bv2 64))))
(let (($x32247 (or $x2813 (not (bvule (bvadd (_ bv1536 64) ?x386) (bvsub ?x18 (_ bv2 64)))))))
(let (($x286 (= param!power (_ bv1 32))))
(let (($x13361 (and $x286 (or $x32247 (and (distinct (bvand ?x45845 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x2741 (or $x2813 (not (bvule (bvadd (_ bv1024 64) ?x386) (bvsub ?x18 (_ bv2 64)))))))
(let (($x13146 (and $x286 (or $x2741 (and (distinct (bvand (bvadd (_ bv1024 64) base!out ?x386) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x3243 (or $x2813 (not (bvule (bvadd (_ bv512 64) ?x386) (bvsub ?x18 (_ bv2 64)))))))
(let (($x13261 (and $x286 (or $x3243 (and (distinct (bvand (bvadd (_ bv512 64) base!out ?x386) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x4816 (or $x2813 (not (bvule ?x386 (bvsub ?x18 (_ bv2 64)))))))
(let (($x13209 (and $x286 (or $x4816 (and (distinct (bvand (bvadd base!out ?x386) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x13209 $x13261 $x13146 $x13361))))))))))))))))
(check-sat)
