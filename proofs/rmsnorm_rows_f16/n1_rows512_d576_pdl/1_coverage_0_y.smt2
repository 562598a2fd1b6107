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
 (let ((?x2772 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2801 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x2803 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv0 64))) (_ bv2 16)))) ?x2801)))
 (let (($x2816 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x2811 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2804 (and $x2802 $x2802 $x2802 $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not (or (not $x2811) $x2816))) (= (concat ?x2803 (_ bv0 1)) ?x2772))))
 (not $x2804))))))))))
(assert
 (let ((?x2772 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2815 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv512 64))) (_ bv2 16)))))))
 (let ((?x2801 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let (($x2837 (bvule (_ bv320 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x2841 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x2843 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x2841) $x2837))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2828 (and $x2802 $x2802 $x2802 $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2843)) (= (concat (bvadd ?x2801 ?x2815) (_ bv0 1)) ?x2772))))
 (not $x2828)))))))))))
(assert
 (let ((?x2772 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2849 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv1024 64))) (_ bv2 16)))))))
(let ((?x2801 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let (($x2855 (bvule (_ bv64 7) ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv1024 64))) (_ bv2 16)))))))
(let (($x2859 (= ((_ extract 31 7) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 25))))
(let (($x2861 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x2859) $x2855))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x2802 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2821 (and $x2802 $x2802 $x2802 $x2802 $x2802 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2772 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2861)) (= (concat (bvadd ?x2801 ?x2849) (_ bv0 1)) ?x2772))))
(not $x2821)))))))))))
(check-sat)
