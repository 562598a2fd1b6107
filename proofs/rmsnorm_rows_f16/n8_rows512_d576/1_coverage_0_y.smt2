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
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2768 ((_ extract 15 0) (bvsub ?x2763 (_ bv0 64)))))
 (let ((?x2771 ((_ zero_extend 16) (bvudiv ?x2768 (_ bv1152 16)))))
 (let ((?x2798 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2771)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2798) (bvule ?x2798 (_ bv511 32))))))))
(assert
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2787 ((_ extract 15 0) (bvsub ?x2763 (_ bv512 64)))))
 (let ((?x2780 ((_ zero_extend 16) (bvudiv ?x2787 (_ bv1152 16)))))
 (let ((?x2836 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2780)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2836) (bvule ?x2836 (_ bv511 32))))))))
(assert
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2795 ((_ extract 15 0) (bvsub ?x2763 (_ bv1024 64)))))
 (let ((?x2788 ((_ zero_extend 16) (bvudiv ?x2795 (_ bv1152 16)))))
 (let ((?x2863 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2788)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2863) (bvule ?x2863 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2789 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2778 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2763 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2807 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2778) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2778)))))))
 (let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2813 (and $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x2805 $x2805 (bvult ?x2778 (_ bv256 32)) $x2807 (= (concat (bvadd (concat (_ bv0 31) ?x2778) ?x2789) (_ bv0 1)) ?x2763))))
 (not $x2813)))))))))
(assert
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2775 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2763 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2831 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2832 (and (bvule ?x2775 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2775) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2775))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2844 (and $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x2805 $x2805 (bvult ?x2775 (_ bv256 32)) (and $x229 (not $x2832)) (= (concat (bvadd ?x2831 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2775))) (_ bv0 1)) ?x2763))))
 (not $x2844)))))))))
(assert
 (let ((?x2763 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2784 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2763 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2859 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2872 (and (bvule ?x2784 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2784) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2784))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2805 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2875 (and $x2805 $x2805 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2763 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x2805 $x2805 (bvult ?x2784 (_ bv256 32)) (and $x229 (not $x2872)) (= (concat (bvadd ?x2859 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2784))) (_ bv0 1)) ?x2763))))
(not $x2875)))))))))
(check-sat)
