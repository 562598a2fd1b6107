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
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2770 ((_ extract 15 0) (bvsub ?x2766 (_ bv0 64)))))
 (let ((?x2774 ((_ zero_extend 16) (bvudiv ?x2770 (_ bv1152 16)))))
 (let ((?x2800 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2774)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2800) (bvule ?x2800 (_ bv511 32))))))))
(assert
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2787 ((_ extract 15 0) (bvsub ?x2766 (_ bv512 64)))))
 (let ((?x2773 ((_ zero_extend 16) (bvudiv ?x2787 (_ bv1152 16)))))
 (let ((?x2838 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2773)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2838) (bvule ?x2838 (_ bv511 32))))))))
(assert
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2796 ((_ extract 15 0) (bvsub ?x2766 (_ bv1024 64)))))
 (let ((?x2788 ((_ zero_extend 16) (bvudiv ?x2796 (_ bv1152 16)))))
 (let ((?x2865 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2788)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2865) (bvule ?x2865 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2798 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2780 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2766 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2809 (and $x228 (not (or (not (= ((_ extract 31 10) ?x2780) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2780)))))))
 (let (($x2807 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2815 (and $x2807 $x2807 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x2807 $x2807 (bvult ?x2780 (_ bv256 32)) $x2809 (= (concat (bvadd (concat (_ bv0 31) ?x2780) ?x2798) (_ bv0 1)) ?x2766))))
 (not $x2815)))))))))
(assert
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2778 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2766 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2833 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2834 (and (bvule ?x2778 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2778) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2778))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2807 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2846 (and $x2807 $x2807 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x2807 $x2807 (bvult ?x2778 (_ bv256 32)) (and $x228 (not $x2834)) (= (concat (bvadd ?x2833 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2778))) (_ bv0 1)) ?x2766))))
 (not $x2846)))))))))
(assert
 (let ((?x2766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2782 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2766 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2861 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2874 (and (bvule ?x2782 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2782) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2782))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2807 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2877 (and $x2807 $x2807 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2766 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x2807 $x2807 (bvult ?x2782 (_ bv256 32)) (and $x228 (not $x2874)) (= (concat (bvadd ?x2861 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2782))) (_ bv0 1)) ?x2766))))
(not $x2877)))))))))
(check-sat)
