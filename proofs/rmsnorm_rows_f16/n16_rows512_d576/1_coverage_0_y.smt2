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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2767 ((_ extract 15 0) (bvsub ?x2759 (_ bv0 64)))))
 (let ((?x2769 ((_ zero_extend 16) (bvudiv ?x2767 (_ bv1152 16)))))
 (let ((?x2794 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2769)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2794) (bvule ?x2794 (_ bv511 32))))))))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2785 ((_ extract 15 0) (bvsub ?x2759 (_ bv512 64)))))
 (let ((?x2768 ((_ zero_extend 16) (bvudiv ?x2785 (_ bv1152 16)))))
 (let ((?x2832 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2768)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2832) (bvule ?x2832 (_ bv511 32))))))))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2793 ((_ extract 15 0) (bvsub ?x2759 (_ bv1024 64)))))
 (let ((?x2781 ((_ zero_extend 16) (bvudiv ?x2793 (_ bv1152 16)))))
 (let ((?x2859 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2781)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2859) (bvule ?x2859 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2789 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2775 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2759 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2803 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2775) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2775)))))))
 (let (($x2801 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2809 (and $x2801 $x2801 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv0 64))) (_ bv1152 16))) (_ bv16 32)) $x2801 $x2801 (bvult ?x2775 (_ bv256 32)) $x2803 (= (concat (bvadd (concat (_ bv0 31) ?x2775) ?x2789) (_ bv0 1)) ?x2759))))
 (not $x2809)))))))))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2780 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2759 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2827 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2828 (and (bvule ?x2780 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2780) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2780))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2801 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2840 (and $x2801 $x2801 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv512 64))) (_ bv1152 16))) (_ bv16 32)) $x2801 $x2801 (bvult ?x2780 (_ bv256 32)) (and $x229 (not $x2828)) (= (concat (bvadd ?x2827 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2780))) (_ bv0 1)) ?x2759))))
 (not $x2840)))))))))
(assert
 (let ((?x2759 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2788 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2759 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2855 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2868 (and (bvule ?x2788 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2788) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2788))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2801 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2871 (and $x2801 $x2801 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2759 (_ bv1024 64))) (_ bv1152 16))) (_ bv16 32)) $x2801 $x2801 (bvult ?x2788 (_ bv256 32)) (and $x229 (not $x2868)) (= (concat (bvadd ?x2855 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2788))) (_ bv0 1)) ?x2759))))
(not $x2871)))))))))
(check-sat)
