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
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2762 ((_ extract 16 0) (bvsub ?x2754 (_ bv0 64)))))
 (let ((?x2764 ((_ zero_extend 15) (bvudiv ?x2762 (_ bv1152 17)))))
 (let ((?x2789 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2764)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2789) (bvule ?x2789 (_ bv511 32))))))))
(assert
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2780 ((_ extract 16 0) (bvsub ?x2754 (_ bv512 64)))))
 (let ((?x2763 ((_ zero_extend 15) (bvudiv ?x2780 (_ bv1152 17)))))
 (let ((?x2840 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2763)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2840) (bvule ?x2840 (_ bv511 32))))))))
(assert
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2788 ((_ extract 16 0) (bvsub ?x2754 (_ bv1024 64)))))
 (let ((?x2776 ((_ zero_extend 15) (bvudiv ?x2788 (_ bv1152 17)))))
 (let ((?x2857 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2776)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2857) (bvule ?x2857 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2778 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x2770 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2754 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2791 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2770) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2770)))))))
 (let (($x2800 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2798 (and $x2800 $x2800 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x2800 $x2800 (bvult ?x2770 (_ bv256 32)) $x2791 (= (concat (bvadd (concat (_ bv0 31) ?x2770) ?x2778) (_ bv0 1)) ?x2754))))
 (not $x2798)))))))))
(assert
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2775 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2754 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x2818 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x2820 (and (bvule ?x2775 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2775) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2775))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2800 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2836 (and $x2800 $x2800 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x2800 $x2800 (bvult ?x2775 (_ bv256 32)) (and $x229 (not $x2820)) (= (concat (bvadd ?x2818 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2775))) (_ bv0 1)) ?x2754))))
 (not $x2836)))))))))
(assert
 (let ((?x2754 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2783 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2754 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x2850 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x2863 (and (bvule ?x2783 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2783) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2783))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2800 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2832 (and $x2800 $x2800 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2754 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x2800 $x2800 (bvult ?x2783 (_ bv256 32)) (and $x229 (not $x2863)) (= (concat (bvadd ?x2850 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2783))) (_ bv0 1)) ?x2754))))
(not $x2832)))))))))
(check-sat)
