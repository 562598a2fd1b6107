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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3704 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3736 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3718 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3704 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3747 (and $x205 (not (or (not (= ((_ extract 31 10) ?x3718) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3718)))))))
 (let (($x3745 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3753 (and $x3745 $x3745 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x3745 $x3745 (bvult ?x3718 (_ bv256 32)) $x3747 (= (concat (bvadd (concat (_ bv0 31) ?x3718) ?x3736) (_ bv0 1)) ?x3704))))
 (not $x3753)))))))))
(assert
 (let ((?x3704 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3716 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3704 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x3764 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x3765 (and (bvule ?x3716 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3716) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3716))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3745 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3777 (and $x3745 $x3745 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x3745 $x3745 (bvult ?x3716 (_ bv256 32)) (and $x205 (not $x3765)) (= (concat (bvadd ?x3764 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3716))) (_ bv0 1)) ?x3704))))
 (not $x3777)))))))))
(assert
 (let ((?x3704 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3720 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3704 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x3774 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x3798 (and (bvule ?x3720 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3720) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3720))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3745 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3801 (and $x3745 $x3745 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3704 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x3745 $x3745 (bvult ?x3720 (_ bv256 32)) (and $x205 (not $x3798)) (= (concat (bvadd ?x3774 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3720))) (_ bv0 1)) ?x3704))))
(not $x3801)))))))))
(check-sat)
