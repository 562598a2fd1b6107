; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!wn () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
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
 (bvult elem1_0 size!M))
(assert
 (bvult elem1_1 (_ bv640 64)))
(assert
 (let ((?x2881 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2860 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2895 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))) ?x2860)))
 (let (($x2909 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))))))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2886 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2913 (bvult ?x2886 ?x58)))
 (let (($x2914 (and $x2819 $x2819 $x2913 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))) (_ bv256 32)) (and $x281 (not $x2909)) (= (concat ?x2895 (_ bv0 1)) ?x2881))))
 (not $x2914))))))))))))
(assert
 (let ((?x2881 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2860 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2900 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16)))) ?x2860)))
 (let (($x2926 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))))))))
 (let (($x2929 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))) (_ bv4294967039 32)) $x2926))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2886 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2913 (bvult ?x2886 ?x58)))
 (let (($x2932 (and $x2819 $x2819 $x2913 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))) (_ bv256 32)) (and $x281 $x2929) (= (bvadd (_ bv512 64) (concat ?x2900 (_ bv0 1))) ?x2881))))
 (not $x2932)))))))))))))
(assert
 (let ((?x2881 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2860 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2919 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16)))) ?x2860)))
 (let (($x2944 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))))))))
 (let (($x2947 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))) (_ bv4294966783 32)) $x2944))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2886 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2913 (bvult ?x2886 ?x58)))
 (let (($x2950 (and $x2819 $x2819 $x2913 $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))) (_ bv256 32)) (and $x281 $x2947) (= (bvadd (_ bv1024 64) (concat ?x2919 (_ bv0 1))) ?x2881))))
 (not $x2950)))))))))))))
(assert
 (let ((?x2881 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x2937 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv1 16)))))))
(let ((?x2957 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16)))) ?x2937)))
(let (($x2961 (or (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16)))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x2819 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x58 ((_ extract 31 0) size!M)))
(let ((?x2903 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv1 16)))))
(let (($x2966 (and $x2819 $x2819 (bvult ?x2903 ?x58) $x2819 $x2819 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16))) (_ bv256 32)) (and $x281 (not $x2961)) (= (bvadd (_ bv1536 64) (concat ?x2957 (_ bv0 1))) ?x2881))))
(not $x2966)))))))))))
(check-sat)
