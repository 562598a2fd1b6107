; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3677 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3707 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv0 64))) (_ bv1152 20)))))))
 (let ((?x3692 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x3677 (_ bv0 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x3713 (and $x202 (not (or (not (= ((_ extract 31 10) ?x3692) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3692)))))))
 (let (($x3727 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3716 (and $x3727 $x3727 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv0 64))) (_ bv1152 20))) (_ bv256 32)) $x3727 $x3727 (bvult ?x3692 (_ bv256 32)) $x3713 (= (concat (bvadd (concat (_ bv0 31) ?x3692) ?x3707) (_ bv0 1)) ?x3677))))
 (not $x3716)))))))))
(assert
 (let ((?x3677 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3689 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x3677 (_ bv512 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let ((?x3734 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv512 64))) (_ bv1152 20)))))))
 (let (($x3751 (and (bvule ?x3689 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3689) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3689))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x3727 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3749 (and $x3727 $x3727 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv512 64))) (_ bv1152 20))) (_ bv256 32)) $x3727 $x3727 (bvult ?x3689 (_ bv256 32)) (and $x202 (not $x3751)) (= (concat (bvadd ?x3734 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3689))) (_ bv0 1)) ?x3677))))
 (not $x3749)))))))))
(assert
 (let ((?x3677 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3694 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x3677 (_ bv1024 64))) (_ bv1152 20)) (_ bv2 20)))))
(let ((?x3733 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv1024 64))) (_ bv1152 20)))))))
(let (($x3777 (and (bvule ?x3694 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3694) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3694))))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x3727 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3762 (and $x3727 $x3727 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x3677 (_ bv1024 64))) (_ bv1152 20))) (_ bv256 32)) $x3727 $x3727 (bvult ?x3694 (_ bv256 32)) (and $x202 (not $x3777)) (= (concat (bvadd ?x3733 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3694))) (_ bv0 1)) ?x3677))))
(not $x3762)))))))))
(check-sat)
