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
 (bvule base!x (_ bv18446744073709404159 64)))
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
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3683 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3713 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv0 64))) (_ bv1152 19)))))))
 (let ((?x3699 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x3683 (_ bv0 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3725 (and $x206 (not (or (not (= ((_ extract 31 10) ?x3699) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3699)))))))
 (let (($x3729 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3734 (and $x3729 $x3729 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv0 64))) (_ bv1152 19))) (_ bv128 32)) $x3729 $x3729 (bvult ?x3699 (_ bv256 32)) $x3725 (= (concat (bvadd (concat (_ bv0 31) ?x3699) ?x3713) (_ bv0 1)) ?x3683))))
 (not $x3734)))))))))
(assert
 (let ((?x3683 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3704 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x3683 (_ bv512 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x3743 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv512 64))) (_ bv1152 19)))))))
 (let (($x3762 (and (bvule ?x3704 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3704) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3704))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3729 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3758 (and $x3729 $x3729 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv512 64))) (_ bv1152 19))) (_ bv128 32)) $x3729 $x3729 (bvult ?x3704 (_ bv256 32)) (and $x206 (not $x3762)) (= (concat (bvadd ?x3743 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3704))) (_ bv0 1)) ?x3683))))
 (not $x3758)))))))))
(assert
 (let ((?x3683 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3712 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x3683 (_ bv1024 64))) (_ bv1152 19)) (_ bv2 19)))))
(let ((?x3752 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv1024 64))) (_ bv1152 19)))))))
(let (($x3783 (and (bvule ?x3712 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3712) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3712))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3729 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3778 (and $x3729 $x3729 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x3683 (_ bv1024 64))) (_ bv1152 19))) (_ bv128 32)) $x3729 $x3729 (bvult ?x3712 (_ bv256 32)) (and $x206 (not $x3783)) (= (concat (bvadd ?x3752 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3712))) (_ bv0 1)) ?x3683))))
(not $x3778)))))))))
(check-sat)
