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
 (bvule base!x (_ bv18446744073709477887 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3685 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3709 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x3701 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3685 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3734 (and $x206 (not (or (not (= ((_ extract 31 10) ?x3701) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3701)))))))
 (let (($x3715 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3737 (and $x3715 $x3715 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x3715 $x3715 (bvult ?x3701 (_ bv256 32)) $x3734 (= (concat (bvadd (concat (_ bv0 31) ?x3701) ?x3709) (_ bv0 1)) ?x3685))))
 (not $x3737)))))))))
(assert
 (let ((?x3685 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3706 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3685 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x3745 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x3747 (and (bvule ?x3706 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3706) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3706))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3715 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3753 (and $x3715 $x3715 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x3715 $x3715 (bvult ?x3706 (_ bv256 32)) (and $x206 (not $x3747)) (= (concat (bvadd ?x3745 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3706))) (_ bv0 1)) ?x3685))))
 (not $x3753)))))))))
(assert
 (let ((?x3685 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3714 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3685 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x3770 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x3740 (and (bvule ?x3714 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3714) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3714))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3715 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3780 (and $x3715 $x3715 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3685 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x3715 $x3715 (bvult ?x3714 (_ bv256 32)) (and $x206 (not $x3740)) (= (concat (bvadd ?x3770 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3714))) (_ bv0 1)) ?x3685))))
(not $x3780)))))))))
(check-sat)
