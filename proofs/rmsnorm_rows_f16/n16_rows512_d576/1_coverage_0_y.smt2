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
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2764 ((_ extract 15 0) (bvsub ?x2756 (_ bv0 64)))))
 (let ((?x2766 ((_ zero_extend 16) (bvudiv ?x2764 (_ bv1152 16)))))
 (let ((?x2791 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2766)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2791) (bvule ?x2791 (_ bv511 32))))))))
(assert
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2782 ((_ extract 15 0) (bvsub ?x2756 (_ bv512 64)))))
 (let ((?x2765 ((_ zero_extend 16) (bvudiv ?x2782 (_ bv1152 16)))))
 (let ((?x2829 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2765)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2829) (bvule ?x2829 (_ bv511 32))))))))
(assert
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2790 ((_ extract 15 0) (bvsub ?x2756 (_ bv1024 64)))))
 (let ((?x2778 ((_ zero_extend 16) (bvudiv ?x2790 (_ bv1152 16)))))
 (let ((?x2856 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2778)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2856) (bvule ?x2856 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2786 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2772 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2756 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2800 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2772) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2772)))))))
 (let (($x2798 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2806 (and $x2798 $x2798 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv0 64))) (_ bv1152 16))) (_ bv16 32)) $x2798 $x2798 (bvult ?x2772 (_ bv256 32)) $x2800 (= (concat (bvadd (concat (_ bv0 31) ?x2772) ?x2786) (_ bv0 1)) ?x2756))))
 (not $x2806)))))))))
(assert
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2777 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2756 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2824 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2825 (and (bvule ?x2777 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2777) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2777))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2798 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2837 (and $x2798 $x2798 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv512 64))) (_ bv1152 16))) (_ bv16 32)) $x2798 $x2798 (bvult ?x2777 (_ bv256 32)) (and $x229 (not $x2825)) (= (concat (bvadd ?x2824 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2777))) (_ bv0 1)) ?x2756))))
 (not $x2837)))))))))
(assert
 (let ((?x2756 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2785 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2756 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2852 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2865 (and (bvule ?x2785 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2785) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2785))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2798 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2868 (and $x2798 $x2798 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2756 (_ bv1024 64))) (_ bv1152 16))) (_ bv16 32)) $x2798 $x2798 (bvult ?x2785 (_ bv256 32)) (and $x229 (not $x2865)) (= (concat (bvadd ?x2852 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2785))) (_ bv0 1)) ?x2756))))
(not $x2868)))))))))
(check-sat)
