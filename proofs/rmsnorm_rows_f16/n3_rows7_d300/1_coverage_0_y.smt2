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
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2701 ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64)))))
 (let ((?x2704 ((_ zero_extend 16) (bvudiv ?x2701 (_ bv600 16)))))
 (let ((?x2732 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2704)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2732) (bvule ?x2732 (_ bv6 32))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2718 ((_ extract 15 0) (bvsub ?x2697 (_ bv512 64)))))
 (let ((?x2713 ((_ zero_extend 16) (bvudiv ?x2718 (_ bv600 16)))))
 (let ((?x2774 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2713)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2774) (bvule ?x2774 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2730 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv600 16)))))))
 (let ((?x2711 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv600 16)) (_ bv2 16)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x2728 (and $x230 (not (or (not (= ((_ extract 31 9) ?x2711) (_ bv0 23))) (bvule (_ bv300 9) ((_ extract 8 0) ?x2711)))))))
 (let (($x2723 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2734 (and $x2723 $x2723 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) $x2723 $x2723 (bvult ?x2711 (_ bv256 32)) $x2728 (= (concat (bvadd (concat (_ bv0 31) ?x2711) ?x2730) (_ bv0 1)) ?x2697))))
 (not $x2734)))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2707 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2697 (_ bv512 64))) (_ bv600 16)) (_ bv2 16)))))
(let ((?x2747 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv512 64))) (_ bv600 16)))))))
(let (($x2758 (and (bvule ?x2707 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x2707) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x2707))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x2723 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2760 (and $x2723 $x2723 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv512 64))) (_ bv600 16))) (_ bv3 32)) $x2723 $x2723 (bvult ?x2707 (_ bv256 32)) (and $x230 (not $x2758)) (= (concat (bvadd ?x2747 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2707))) (_ bv0 1)) ?x2697))))
(not $x2760)))))))))
(check-sat)
