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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3689 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3713 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x3705 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3689 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3726 (and $x206 (not (or (not (= ((_ extract 31 10) ?x3705) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3705)))))))
 (let (($x3735 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3733 (and $x3735 $x3735 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x3735 $x3735 (bvult ?x3705 (_ bv256 32)) $x3726 (= (concat (bvadd (concat (_ bv0 31) ?x3705) ?x3713) (_ bv0 1)) ?x3689))))
 (not $x3733)))))))))
(assert
 (let ((?x3689 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3710 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3689 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x3746 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x3748 (and (bvule ?x3710 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3710) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3710))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3735 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3764 (and $x3735 $x3735 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x3735 $x3735 (bvult ?x3710 (_ bv256 32)) (and $x206 (not $x3748)) (= (concat (bvadd ?x3746 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3710))) (_ bv0 1)) ?x3689))))
 (not $x3764)))))))))
(assert
 (let ((?x3689 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3718 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3689 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x3769 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x3784 (and (bvule ?x3718 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3718) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3718))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3735 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3734 (and $x3735 $x3735 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3689 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x3735 $x3735 (bvult ?x3718 (_ bv256 32)) (and $x206 (not $x3784)) (= (concat (bvadd ?x3769 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3718))) (_ bv0 1)) ?x3689))))
(not $x3734)))))))))
(check-sat)
