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
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x2777 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2802 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2804 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x2802)))
 (let (($x2813 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2781 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2818 (bvult ?x2781 ?x58)))
 (let (($x2819 (and $x2817 $x2817 $x2818 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x281 (not $x2813)) (= (concat ?x2804 (_ bv0 2)) ?x2777))))
 (not $x2819))))))))))))
(assert
 (let ((?x2777 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2802 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2803 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) ?x2802)))
 (let (($x2831 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x2834 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x2831))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2781 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2818 (bvult ?x2781 ?x58)))
 (let (($x2837 (and $x2817 $x2817 $x2818 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x281 $x2834) (= (bvadd (_ bv1024 64) (concat ?x2803 (_ bv0 2))) ?x2777))))
 (not $x2837)))))))))))))
(assert
 (let ((?x2777 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2802 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x2824 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) ?x2802)))
 (let (($x2849 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
 (let (($x2852 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x2849))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x58 ((_ extract 31 0) size!M)))
 (let ((?x2781 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x2818 (bvult ?x2781 ?x58)))
 (let (($x2855 (and $x2817 $x2817 $x2818 $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x281 $x2852) (= (bvadd (_ bv2048 64) (concat ?x2824 (_ bv0 2))) ?x2777))))
 (not $x2855)))))))))))))
(assert
 (let ((?x2777 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2842 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv1 16)))))))
(let ((?x2862 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16)))) ?x2842)))
(let (($x2866 (or (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16)))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x2817 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x58 ((_ extract 31 0) size!M)))
(let ((?x2799 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv1 16)))))
(let (($x2871 (and $x2817 $x2817 (bvult ?x2799 ?x58) $x2817 $x2817 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv128 16))) (_ bv256 32)) (and $x281 (not $x2866)) (= (bvadd (_ bv3072 64) (concat ?x2862 (_ bv0 2))) ?x2777))))
(not $x2871)))))))))))
(check-sat)
