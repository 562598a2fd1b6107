; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
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
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x59)))
(assert
 (let ((?x294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x294) (bvule ?x294 (_ bv8192 32)))))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@B ?x59)))
(assert
 (let ((?x57407 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x57407) (bvule ?x57407 (_ bv8192 32)))))
(assert
 (let (($x286 (= param!power (_ bv1 32))))
(let (($x8060 (and $x286 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x293 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
(let ((?x393 (mem!seq_lens!32 ?x293)))
(let (($x345 (or (not (= ((_ extract 31 10) ?x393) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x393)))))
(let ((?x360 (ite $x345 ?x393 (_ bv512 32))))
(let ((?x364 (bvmul (_ bv4294967295 32) ?x360)))
(let ((?x332 (bvadd (_ bv767 32) ?x393 ?x364)))
(let ((?x347 ((_ extract 31 8) ?x332)))
(let (($x8188 (= ?x347 (_ bv1 24))))
(let (($x422 (not (= ?x347 (_ bv0 24)))))
(let (($x8191 (and $x286 $x422 $x8188)))
(let ((?x428 (bvadd (_ bv512 32) ?x393 ?x364)))
(let (($x6457 (and $x286 $x422 (not (= ((_ extract 8 8) ?x332) (_ bv0 1))) (not (bvule ?x428 (bvadd tid.x@A (ite $x8191 (_ bv0 32) (_ bv512 32))))))))
(let (($x5638 (not (bvule ?x428 (bvadd (_ bv256 32) tid.x@A)))))
(let (($x8195 (not $x8188)))
(let (($x8249 (and $x286 $x422 $x8195 $x5638)))
(let (($x432 (not (bvule ?x428 tid.x@A))))
(let (($x8201 (and $x286 $x422 $x8195 $x432)))
(let (($x5639 (and $x286 $x422 (not (= ((_ extract 31 9) ?x332) (_ bv0 23))) $x5638)))
(let (($x433 (and $x286 $x422 $x432)))
(or $x286 $x286 $x286 $x286 $x433 $x433 $x433 $x433 $x5639 $x5639 $x5639 $x5639 $x8060 $x8060 $x8060 $x8060 $x8201 $x8201 $x8201 $x8201 $x8249 $x8249 $x8249 $x8249 $x6457 $x6457 $x6457 $x6457 $x8060 $x8060 $x8060 $x8060 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286 $x286)))))))))))))))))))))))
(check-sat)
