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
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2755 ((_ extract 17 0) (bvsub ?x2747 (_ bv0 64)))))
 (let ((?x2757 ((_ zero_extend 14) (bvudiv ?x2755 (_ bv1152 18)))))
 (let ((?x2786 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2757)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2786) (bvule ?x2786 (_ bv511 32))))))))
(assert
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2773 ((_ extract 17 0) (bvsub ?x2747 (_ bv512 64)))))
 (let ((?x2756 ((_ zero_extend 14) (bvudiv ?x2773 (_ bv1152 18)))))
 (let ((?x2805 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2756)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2805) (bvule ?x2805 (_ bv511 32))))))))
(assert
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2781 ((_ extract 17 0) (bvsub ?x2747 (_ bv1024 64)))))
 (let ((?x2769 ((_ zero_extend 14) (bvudiv ?x2781 (_ bv1152 18)))))
 (let ((?x2860 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2769)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2860) (bvule ?x2860 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2771 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x2763 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2747 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2796 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2763) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2763)))))))
 (let (($x2777 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2799 (and $x2777 $x2777 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x2777 $x2777 (bvult ?x2763 (_ bv256 32)) $x2796 (= (concat (bvadd (concat (_ bv0 31) ?x2763) ?x2771) (_ bv0 1)) ?x2747))))
 (not $x2799)))))))))
(assert
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2768 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2747 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x2814 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x2816 (and (bvule ?x2768 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2768) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2768))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2777 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2822 (and $x2777 $x2777 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x2777 $x2777 (bvult ?x2768 (_ bv256 32)) (and $x229 (not $x2816)) (= (concat (bvadd ?x2814 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2768))) (_ bv0 1)) ?x2747))))
 (not $x2822)))))))))
(assert
 (let ((?x2747 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2776 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2747 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x2846 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x2838 (and (bvule ?x2776 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2776) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2776))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2777 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2856 (and $x2777 $x2777 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2747 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x2777 $x2777 (bvult ?x2776 (_ bv256 32)) (and $x229 (not $x2838)) (= (concat (bvadd ?x2846 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2776))) (_ bv0 1)) ?x2747))))
(not $x2856)))))))))
(check-sat)
