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
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2765 ((_ extract 15 0) (bvsub ?x2760 (_ bv0 64)))))
 (let ((?x2768 ((_ zero_extend 16) (bvudiv ?x2765 (_ bv1152 16)))))
 (let ((?x2795 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2768)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2795) (bvule ?x2795 (_ bv511 32))))))))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2784 ((_ extract 15 0) (bvsub ?x2760 (_ bv512 64)))))
 (let ((?x2777 ((_ zero_extend 16) (bvudiv ?x2784 (_ bv1152 16)))))
 (let ((?x2833 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2777)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2833) (bvule ?x2833 (_ bv511 32))))))))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2792 ((_ extract 15 0) (bvsub ?x2760 (_ bv1024 64)))))
 (let ((?x2785 ((_ zero_extend 16) (bvudiv ?x2792 (_ bv1152 16)))))
 (let ((?x2860 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2785)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2860) (bvule ?x2860 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2786 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2775 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2760 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2804 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2775) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2775)))))))
 (let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2810 (and $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x2802 $x2802 (bvult ?x2775 (_ bv256 32)) $x2804 (= (concat (bvadd (concat (_ bv0 31) ?x2775) ?x2786) (_ bv0 1)) ?x2760))))
 (not $x2810)))))))))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2772 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2760 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2828 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2829 (and (bvule ?x2772 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2772) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2772))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2841 (and $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x2802 $x2802 (bvult ?x2772 (_ bv256 32)) (and $x229 (not $x2829)) (= (concat (bvadd ?x2828 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2772))) (_ bv0 1)) ?x2760))))
 (not $x2841)))))))))
(assert
 (let ((?x2760 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2781 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2760 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2856 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2869 (and (bvule ?x2781 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2781) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2781))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2872 (and $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2760 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x2802 $x2802 (bvult ?x2781 (_ bv256 32)) (and $x229 (not $x2869)) (= (concat (bvadd ?x2856 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2781))) (_ bv0 1)) ?x2760))))
(not $x2872)))))))))
(check-sat)
