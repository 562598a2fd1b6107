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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3703 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3733 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3717 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3703 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3746 (and $x206 (not (or (not (= ((_ extract 31 10) ?x3717) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3717)))))))
 (let (($x3744 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3752 (and $x3744 $x3744 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x3744 $x3744 (bvult ?x3717 (_ bv256 32)) $x3746 (= (concat (bvadd (concat (_ bv0 31) ?x3717) ?x3733) (_ bv0 1)) ?x3703))))
 (not $x3752)))))))))
(assert
 (let ((?x3703 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3714 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3703 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x3763 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x3764 (and (bvule ?x3714 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3714) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3714))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3744 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3776 (and $x3744 $x3744 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x3744 $x3744 (bvult ?x3714 (_ bv256 32)) (and $x206 (not $x3764)) (= (concat (bvadd ?x3763 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3714))) (_ bv0 1)) ?x3703))))
 (not $x3776)))))))))
(assert
 (let ((?x3703 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3719 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3703 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x3773 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x3797 (and (bvule ?x3719 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3719) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3719))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3744 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3800 (and $x3744 $x3744 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3703 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x3744 $x3744 (bvult ?x3719 (_ bv256 32)) (and $x206 (not $x3797)) (= (concat (bvadd ?x3773 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3719))) (_ bv0 1)) ?x3703))))
(not $x3800)))))))))
(check-sat)
