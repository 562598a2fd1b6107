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
 (and (bvule (_ bv17 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709387775 64)))
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
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x4418 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x4420 (mem!idx!32 (bvadd ?x4418 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4420) (bvule ?x4420 (_ bv63 32))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!n_out))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x4379 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4385 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x4395 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x4385)))
 (let (($x4409 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4413 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (let ((?x4383 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4414 (bvult ?x4383 ?x54)))
 (let (($x4415 (and $x4413 $x4413 $x4414 $x4413 $x4413 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x261 (not $x4409)) (= (concat ?x4395 (_ bv0 1)) ?x4379))))
 (not $x4415))))))))))))
(assert
 (let ((?x4379 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4399 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x4385 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x4434 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x4437 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x4434))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4413 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (let ((?x4383 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4414 (bvult ?x4383 ?x54)))
 (let (($x4440 (and $x4413 $x4413 $x4414 $x4413 $x4413 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x261 $x4437) (= (concat (bvadd ?x4385 ?x4399) (_ bv0 1)) ?x4379))))
 (not $x4440)))))))))))))
(assert
 (let ((?x4379 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4427 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x4385 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x4452 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x4455 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x4452))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x4413 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x54 ((_ extract 31 0) size!n_out)))
(let ((?x4383 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x4414 (bvult ?x4383 ?x54)))
(let (($x4458 (and $x4413 $x4413 $x4414 $x4413 $x4413 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x261 $x4455) (= (concat (bvadd ?x4385 ?x4427) (_ bv0 1)) ?x4379))))
(not $x4458)))))))))))))
(check-sat)
