; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv64 64))))
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
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x4435 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x4454 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x4457 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x4454)))
 (let (($x4465 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4469 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x4440 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4470 (bvult ?x4440 ?x48)))
 (let (($x4471 (and $x4469 $x4469 $x4470 $x4469 $x4469 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x239 (not $x4465)) (= (concat ?x4457 (_ bv0 2)) ?x4435))))
 (not $x4471))))))))))))
(assert
 (let ((?x4435 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x4439 (concat (_ bv0 30) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x4454 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x4483 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x4486 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x4483))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4469 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x4440 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4470 (bvult ?x4440 ?x48)))
 (let (($x4489 (and $x4469 $x4469 $x4470 $x4469 $x4469 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x239 $x4486) (= (concat (bvadd ?x4454 ?x4439) (_ bv0 2)) ?x4435))))
 (not $x4489)))))))))))))
(assert
 (let ((?x4435 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x4476 (concat (_ bv0 30) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x4454 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x4501 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x4504 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x4501))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x4469 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x48 ((_ extract 31 0) size!M)))
(let ((?x4440 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x4470 (bvult ?x4440 ?x48)))
(let (($x4507 (and $x4469 $x4469 $x4470 $x4469 $x4469 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x239 $x4504) (= (concat (bvadd ?x4454 ?x4476) (_ bv0 2)) ?x4435))))
(not $x4507)))))))))))))
(check-sat)
