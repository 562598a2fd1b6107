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
 (bvule base!x (_ bv18446744073708961791 64)))
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
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3673 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3710 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv0 64))) (_ bv1152 21)))))))
 (let ((?x3689 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x3673 (_ bv0 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3723 (and $x206 (not (or (not (= ((_ extract 31 10) ?x3689) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3689)))))))
 (let (($x3718 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3705 (and $x3718 $x3718 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) $x3718 $x3718 (bvult ?x3689 (_ bv256 32)) $x3723 (= (concat (bvadd (concat (_ bv0 31) ?x3689) ?x3710) (_ bv0 1)) ?x3673))))
 (not $x3705)))))))))
(assert
 (let ((?x3673 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3694 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x3673 (_ bv512 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x3732 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv512 64))) (_ bv1152 21)))))))
 (let (($x3749 (and (bvule ?x3694 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3694) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3694))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3718 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3736 (and $x3718 $x3718 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv512 64))) (_ bv1152 21))) (_ bv512 32)) $x3718 $x3718 (bvult ?x3694 (_ bv256 32)) (and $x206 (not $x3749)) (= (concat (bvadd ?x3732 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3694))) (_ bv0 1)) ?x3673))))
 (not $x3736)))))))))
(assert
 (let ((?x3673 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3701 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x3673 (_ bv1024 64))) (_ bv1152 21)) (_ bv2 21)))))
(let ((?x3761 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv1024 64))) (_ bv1152 21)))))))
(let (($x3756 (and (bvule ?x3701 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3701) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3701))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3718 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3770 (and $x3718 $x3718 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x3673 (_ bv1024 64))) (_ bv1152 21))) (_ bv512 32)) $x3718 $x3718 (bvult ?x3701 (_ bv256 32)) (and $x206 (not $x3756)) (= (concat (bvadd ?x3761 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3701))) (_ bv0 1)) ?x3673))))
(not $x3770)))))))))
(check-sat)
