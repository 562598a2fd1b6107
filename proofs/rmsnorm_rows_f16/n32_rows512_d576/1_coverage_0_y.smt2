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
 (bvule base!idx (_ bv18446744073709551487 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2759 ((_ extract 16 0) (bvsub ?x2751 (_ bv0 64)))))
 (let ((?x2761 ((_ zero_extend 15) (bvudiv ?x2759 (_ bv1152 17)))))
 (let ((?x2786 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2761)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2786) (bvule ?x2786 (_ bv511 32))))))))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2777 ((_ extract 16 0) (bvsub ?x2751 (_ bv512 64)))))
 (let ((?x2760 ((_ zero_extend 15) (bvudiv ?x2777 (_ bv1152 17)))))
 (let ((?x2837 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2760)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2837) (bvule ?x2837 (_ bv511 32))))))))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2785 ((_ extract 16 0) (bvsub ?x2751 (_ bv1024 64)))))
 (let ((?x2773 ((_ zero_extend 15) (bvudiv ?x2785 (_ bv1152 17)))))
 (let ((?x2854 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2773)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2854) (bvule ?x2854 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2775 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x2767 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2751 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2788 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2767) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2767)))))))
 (let (($x2797 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2795 (and $x2797 $x2797 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x2797 $x2797 (bvult ?x2767 (_ bv256 32)) $x2788 (= (concat (bvadd (concat (_ bv0 31) ?x2767) ?x2775) (_ bv0 1)) ?x2751))))
 (not $x2795)))))))))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2772 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2751 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x2815 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x2817 (and (bvule ?x2772 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2772) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2772))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2797 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2833 (and $x2797 $x2797 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x2797 $x2797 (bvult ?x2772 (_ bv256 32)) (and $x229 (not $x2817)) (= (concat (bvadd ?x2815 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2772))) (_ bv0 1)) ?x2751))))
 (not $x2833)))))))))
(assert
 (let ((?x2751 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2780 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2751 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x2847 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x2860 (and (bvule ?x2780 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2780) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2780))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2797 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2829 (and $x2797 $x2797 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2751 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x2797 $x2797 (bvult ?x2780 (_ bv256 32)) (and $x229 (not $x2860)) (= (concat (bvadd ?x2847 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2780))) (_ bv0 1)) ?x2751))))
(not $x2829)))))))))
(check-sat)
