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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv512 64))))
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
 (let ((?x2879 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2858 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2897 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))) ?x2858)))
 (let (($x2907 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))))))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2883 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2911 (bvult ?x2883 ?x58)))
 (let (($x2912 (and $x2817 $x2817 $x2911 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))) (_ bv256 32)) (and $x281 (not $x2907)) (= (concat ?x2897 (_ bv0 1)) ?x2879))))
 (not $x2912))))))))))))
(assert
 (let ((?x2879 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2858 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2900 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16)))) ?x2858)))
 (let (($x2924 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))))))))
 (let (($x2927 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))) (_ bv4294967039 32)) $x2924))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2883 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2911 (bvult ?x2883 ?x58)))
 (let (($x2930 (and $x2817 $x2817 $x2911 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv256 16))) (_ bv256 32)) (and $x281 $x2927) (= (bvadd (_ bv512 64) (concat ?x2900 (_ bv0 1))) ?x2879))))
 (not $x2930)))))))))))))
(assert
 (let ((?x2879 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x2858 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x2917 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16)))) ?x2858)))
 (let (($x2942 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))))))))
 (let (($x2945 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))) (_ bv4294966783 32)) $x2942))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2883 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
 (let (($x2911 (bvult ?x2883 ?x58)))
 (let (($x2948 (and $x2817 $x2817 $x2911 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv512 16))) (_ bv256 32)) (and $x281 $x2945) (= (bvadd (_ bv1024 64) (concat ?x2917 (_ bv0 1))) ?x2879))))
 (not $x2948)))))))))))))
(assert
 (let ((?x2879 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x2935 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv1 16)))))))
(let ((?x2955 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16)))) ?x2935)))
(let (($x2959 (or (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16)))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x58 ((_ extract 31 0) size!M)))
(let ((?x2901 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv1 16)))))
(let (($x2964 (and $x2817 $x2817 (bvult ?x2901 ?x58) $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv128 16))) (_ bv256 32)) (and $x281 (not $x2959)) (= (bvadd (_ bv1536 64) (concat ?x2955 (_ bv0 1))) ?x2879))))
(not $x2964)))))))))))
(check-sat)
