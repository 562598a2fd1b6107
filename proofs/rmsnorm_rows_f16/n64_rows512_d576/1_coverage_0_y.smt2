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
 (bvule base!idx (_ bv18446744073709551359 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2758 ((_ extract 17 0) (bvsub ?x2750 (_ bv0 64)))))
 (let ((?x2760 ((_ zero_extend 14) (bvudiv ?x2758 (_ bv1152 18)))))
 (let ((?x2789 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2760)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2789) (bvule ?x2789 (_ bv511 32))))))))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2776 ((_ extract 17 0) (bvsub ?x2750 (_ bv512 64)))))
 (let ((?x2759 ((_ zero_extend 14) (bvudiv ?x2776 (_ bv1152 18)))))
 (let ((?x2808 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2759)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2808) (bvule ?x2808 (_ bv511 32))))))))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2784 ((_ extract 17 0) (bvsub ?x2750 (_ bv1024 64)))))
 (let ((?x2772 ((_ zero_extend 14) (bvudiv ?x2784 (_ bv1152 18)))))
 (let ((?x2863 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2772)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2863) (bvule ?x2863 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2774 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x2766 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2750 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2799 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2766) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2766)))))))
 (let (($x2780 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2802 (and $x2780 $x2780 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x2780 $x2780 (bvult ?x2766 (_ bv256 32)) $x2799 (= (concat (bvadd (concat (_ bv0 31) ?x2766) ?x2774) (_ bv0 1)) ?x2750))))
 (not $x2802)))))))))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2771 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2750 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x2817 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x2819 (and (bvule ?x2771 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2771) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2771))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2780 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2825 (and $x2780 $x2780 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x2780 $x2780 (bvult ?x2771 (_ bv256 32)) (and $x229 (not $x2819)) (= (concat (bvadd ?x2817 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2771))) (_ bv0 1)) ?x2750))))
 (not $x2825)))))))))
(assert
 (let ((?x2750 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2779 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2750 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x2849 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x2841 (and (bvule ?x2779 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2779) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2779))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2780 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2859 (and $x2780 $x2780 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2750 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x2780 $x2780 (bvult ?x2779 (_ bv256 32)) (and $x229 (not $x2841)) (= (concat (bvadd ?x2849 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2779))) (_ bv0 1)) ?x2750))))
(not $x2859)))))))))
(check-sat)
