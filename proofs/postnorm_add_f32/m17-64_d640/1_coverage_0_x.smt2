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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv64 64))))
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
 (let ((?x4441 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x4457 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x4463 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x4457)))
 (let (($x4471 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4475 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x4446 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4476 (bvult ?x4446 ?x48)))
 (let (($x4477 (and $x4475 $x4475 $x4476 $x4475 $x4475 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x239 (not $x4471)) (= (concat ?x4463 (_ bv0 2)) ?x4441))))
 (not $x4477))))))))))))
(assert
 (let ((?x4441 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x4445 (concat (_ bv0 30) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x4457 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x4489 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x4492 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x4489))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4475 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x4446 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4476 (bvult ?x4446 ?x48)))
 (let (($x4495 (and $x4475 $x4475 $x4476 $x4475 $x4475 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x239 $x4492) (= (concat (bvadd ?x4457 ?x4445) (_ bv0 2)) ?x4441))))
 (not $x4495)))))))))))))
(assert
 (let ((?x4441 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x4482 (concat (_ bv0 30) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x4457 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x4507 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x4510 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x4507))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x4475 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x48 ((_ extract 31 0) size!M)))
(let ((?x4446 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x4476 (bvult ?x4446 ?x48)))
(let (($x4513 (and $x4475 $x4475 $x4476 $x4475 $x4475 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x239 $x4510) (= (concat (bvadd ?x4457 ?x4482) (_ bv0 2)) ?x4441))))
(not $x4513)))))))))))))
(check-sat)
