; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!wn () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
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
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!y ?x27))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!wn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!wn (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!wn (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!xn ?x27))))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x5910 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x5926 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x5932 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x5926)))
 (let (($x5940 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5944 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x5915 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x5945 (bvult ?x5915 ?x58)))
 (let (($x5946 (and $x5944 $x5944 $x5945 $x5944 $x5944 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x282 (not $x5940)) (= (concat ?x5932 (_ bv0 2)) ?x5910))))
 (not $x5946))))))))))))
(assert
 (let ((?x5910 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x5914 (concat (_ bv0 30) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x5926 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x5958 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x5961 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x5958))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5944 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x5915 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x5945 (bvult ?x5915 ?x58)))
 (let (($x5964 (and $x5944 $x5944 $x5945 $x5944 $x5944 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x282 $x5961) (= (concat (bvadd ?x5926 ?x5914) (_ bv0 2)) ?x5910))))
 (not $x5964)))))))))))))
(assert
 (let ((?x5910 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x5951 (concat (_ bv0 30) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x5926 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x5976 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x5979 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x5976))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x5944 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x58 ((_ extract 31 0) size!M)))
(let ((?x5915 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x5945 (bvult ?x5915 ?x58)))
(let (($x5982 (and $x5944 $x5944 $x5945 $x5944 $x5944 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x282 $x5979) (= (concat (bvadd ?x5926 ?x5951) (_ bv0 2)) ?x5910))))
(not $x5982)))))))))))))
(check-sat)
