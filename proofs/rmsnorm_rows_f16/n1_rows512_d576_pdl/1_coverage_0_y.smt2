; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551611 64)))
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
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv511 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2775 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2804 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x2806 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv0 64))) (_ bv2 16)))) ?x2804)))
 (let (($x2819 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x2814 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2807 (and $x2805 $x2805 $x2805 $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not (or (not $x2814) $x2819))) (= (concat ?x2806 (_ bv0 1)) ?x2775))))
 (not $x2807))))))))))
(assert
 (let ((?x2775 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2818 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv512 64))) (_ bv2 16)))))))
 (let ((?x2804 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let (($x2840 (bvule (_ bv320 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x2844 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x2846 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x2844) $x2840))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2831 (and $x2805 $x2805 $x2805 $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2846)) (= (concat (bvadd ?x2804 ?x2818) (_ bv0 1)) ?x2775))))
 (not $x2831)))))))))))
(assert
 (let ((?x2775 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2852 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv1024 64))) (_ bv2 16)))))))
(let ((?x2804 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let (($x2858 (bvule (_ bv64 7) ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv1024 64))) (_ bv2 16)))))))
(let (($x2862 (= ((_ extract 31 7) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 25))))
(let (($x2864 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x2862) $x2858))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2824 (and $x2805 $x2805 $x2805 $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2775 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2864)) (= (concat (bvadd ?x2804 ?x2852) (_ bv0 1)) ?x2775))))
(not $x2824)))))))))))
(check-sat)
