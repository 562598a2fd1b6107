; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x5397 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x5399 (mem!idx!32 (bvadd ?x5397 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5399) (bvule ?x5399 (_ bv511 32))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!n_out))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x5358 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x5374 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x5377 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x5374)))
 (let (($x5388 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x5392 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (let ((?x5363 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x5393 (bvult ?x5363 ?x54)))
 (let (($x5394 (and $x5392 $x5392 $x5393 $x5392 $x5392 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x261 (not $x5388)) (= (concat ?x5377 (_ bv0 1)) ?x5358))))
 (not $x5394))))))))))))
(assert
 (let ((?x5358 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x5362 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x5374 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x5413 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x5416 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x5413))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x5392 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (let ((?x5363 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x5393 (bvult ?x5363 ?x54)))
 (let (($x5419 (and $x5392 $x5392 $x5393 $x5392 $x5392 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x261 $x5416) (= (concat (bvadd ?x5374 ?x5362) (_ bv0 1)) ?x5358))))
 (not $x5419)))))))))))))
(assert
 (let ((?x5358 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x5406 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x5374 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x5431 (or (not (= ((_ extract 31 7) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x5434 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x5431))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x5392 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x54 ((_ extract 31 0) size!n_out)))
(let ((?x5363 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x5393 (bvult ?x5363 ?x54)))
(let (($x5437 (and $x5392 $x5392 $x5393 $x5392 $x5392 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x261 $x5434) (= (concat (bvadd ?x5374 ?x5406) (_ bv0 1)) ?x5358))))
(not $x5437)))))))))))))
(check-sat)
