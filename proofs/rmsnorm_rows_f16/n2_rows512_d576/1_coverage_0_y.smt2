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
 (bvule base!idx (_ bv18446744073709551607 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2773 ((_ extract 15 0) (bvsub ?x2769 (_ bv0 64)))))
 (let ((?x2777 ((_ zero_extend 16) (bvudiv ?x2773 (_ bv1152 16)))))
 (let ((?x2803 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2777)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2803) (bvule ?x2803 (_ bv511 32))))))))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2790 ((_ extract 15 0) (bvsub ?x2769 (_ bv512 64)))))
 (let ((?x2776 ((_ zero_extend 16) (bvudiv ?x2790 (_ bv1152 16)))))
 (let ((?x2841 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2776)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2841) (bvule ?x2841 (_ bv511 32))))))))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2799 ((_ extract 15 0) (bvsub ?x2769 (_ bv1024 64)))))
 (let ((?x2791 ((_ zero_extend 16) (bvudiv ?x2799 (_ bv1152 16)))))
 (let ((?x2868 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2791)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2868) (bvule ?x2868 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2801 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2783 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2769 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2812 (and $x228 (not (or (not (= ((_ extract 31 10) ?x2783) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2783)))))))
 (let (($x2810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2818 (and $x2810 $x2810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x2810 $x2810 (bvult ?x2783 (_ bv256 32)) $x2812 (= (concat (bvadd (concat (_ bv0 31) ?x2783) ?x2801) (_ bv0 1)) ?x2769))))
 (not $x2818)))))))))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2781 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2769 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2836 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2837 (and (bvule ?x2781 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2781) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2781))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2849 (and $x2810 $x2810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x2810 $x2810 (bvult ?x2781 (_ bv256 32)) (and $x228 (not $x2837)) (= (concat (bvadd ?x2836 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2781))) (_ bv0 1)) ?x2769))))
 (not $x2849)))))))))
(assert
 (let ((?x2769 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2785 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2769 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2864 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2877 (and (bvule ?x2785 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2785) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2785))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2810 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2880 (and $x2810 $x2810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2769 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x2810 $x2810 (bvult ?x2785 (_ bv256 32)) (and $x228 (not $x2877)) (= (concat (bvadd ?x2864 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2785))) (_ bv0 1)) ?x2769))))
(not $x2880)))))))))
(check-sat)
