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
 (let ((?x2779 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2804 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2806 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x2804)))
 (let (($x2815 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2784 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2820 (bvult ?x2784 ?x58)))
 (let (($x2821 (and $x2819 $x2819 $x2820 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x281 (not $x2815)) (= (concat ?x2806 (_ bv0 2)) ?x2779))))
 (not $x2821))))))))))))
(assert
 (let ((?x2779 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2804 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2802 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) ?x2804)))
 (let (($x2833 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x2836 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x2833))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2784 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2820 (bvult ?x2784 ?x58)))
 (let (($x2839 (and $x2819 $x2819 $x2820 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x281 $x2836) (= (bvadd (_ bv1024 64) (concat ?x2802 (_ bv0 2))) ?x2779))))
 (not $x2839)))))))))))))
(assert
 (let ((?x2779 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2804 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2826 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) ?x2804)))
 (let (($x2851 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
 (let (($x2854 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x2851))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2784 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2820 (bvult ?x2784 ?x58)))
 (let (($x2857 (and $x2819 $x2819 $x2820 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x281 $x2854) (= (bvadd (_ bv2048 64) (concat ?x2826 (_ bv0 2))) ?x2779))))
 (not $x2857)))))))))))))
(assert
 (let ((?x2779 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2844 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv1 16)))))))
(let ((?x2864 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16)))) ?x2844)))
(let (($x2868 (or (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16)))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x58 ((_ extract 31 0) size!M)))
(let ((?x2801 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv1 16)))))
(let (($x2873 (and $x2819 $x2819 (bvult ?x2801 ?x58) $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16))) (_ bv256 32)) (and $x281 (not $x2868)) (= (bvadd (_ bv3072 64) (concat ?x2864 (_ bv0 2))) ?x2779))))
(not $x2873)))))))))))
(check-sat)
