; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2772 ((_ extract 15 0) (bvsub ?x2768 (_ bv0 64)))))
 (let ((?x2776 ((_ zero_extend 16) (bvudiv ?x2772 (_ bv1152 16)))))
 (let ((?x2802 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2776)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2802) (bvule ?x2802 (_ bv511 32))))))))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2789 ((_ extract 15 0) (bvsub ?x2768 (_ bv512 64)))))
 (let ((?x2775 ((_ zero_extend 16) (bvudiv ?x2789 (_ bv1152 16)))))
 (let ((?x2840 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2775)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2840) (bvule ?x2840 (_ bv511 32))))))))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2797 ((_ extract 15 0) (bvsub ?x2768 (_ bv1024 64)))))
 (let ((?x2790 ((_ zero_extend 16) (bvudiv ?x2797 (_ bv1152 16)))))
 (let ((?x2867 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2790)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2867) (bvule ?x2867 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2798 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2782 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2768 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2811 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2782) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2782)))))))
 (let (($x2809 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2817 (and $x2809 $x2809 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x2809 $x2809 (bvult ?x2782 (_ bv256 32)) $x2811 (= (concat (bvadd (concat (_ bv0 31) ?x2782) ?x2798) (_ bv0 1)) ?x2768))))
 (not $x2817)))))))))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2779 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2768 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2835 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2836 (and (bvule ?x2779 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2779) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2779))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2809 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2848 (and $x2809 $x2809 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x2809 $x2809 (bvult ?x2779 (_ bv256 32)) (and $x229 (not $x2836)) (= (concat (bvadd ?x2835 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2779))) (_ bv0 1)) ?x2768))))
 (not $x2848)))))))))
(assert
 (let ((?x2768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2784 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2768 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2863 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2876 (and (bvule ?x2784 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2784) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2784))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2809 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2879 (and $x2809 $x2809 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2768 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x2809 $x2809 (bvult ?x2784 (_ bv256 32)) (and $x229 (not $x2876)) (= (concat (bvadd ?x2863 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2784))) (_ bv0 1)) ?x2768))))
(not $x2879)))))))))
(check-sat)
