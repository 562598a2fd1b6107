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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x3767 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3818 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3790 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3767 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3773 (bvadd ?x3790 (_ bv0 32))))
 (let ((?x3837 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3773)) ?x3818)))
 (let ((?x3808 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3837))))
 (let ((?x3812 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3782 (= ?x3812 (_ bv0 30))))
 (let ((?x3831 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3802 (or (not (= ((_ extract 31 12) ?x3837) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3773) ?x3831)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3806 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3824 (and $x3806 $x3806 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv0 64))) (_ bv8 16))) (_ bv768 32)) $x3806 $x3806 (bvult ?x3773 (_ bv128 32)) (and $x208 (not $x3802) (= ((_ extract 4 0) ?x3773) (_ bv0 5)) $x3782) (= (concat ?x3808 (_ bv0 1)) ?x3767))))
 (not $x3824)))))))))))))))
(assert
 (let ((?x3767 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3804 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3800 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3767 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3797 (bvadd ?x3800 (_ bv0 32))))
(let ((?x3869 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3797)) ?x3804)))
(let ((?x3844 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3869))))
(let ((?x3812 ((_ extract 29 0) (_ bv0 32))))
(let (($x3782 (= ?x3812 (_ bv0 30))))
(let ((?x3850 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3874 (or (not (= ((_ extract 31 12) ?x3869) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3797) ?x3850)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3806 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3871 (and $x3806 $x3806 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3767 (_ bv6144 64))) (_ bv8 16))) (_ bv768 32)) $x3806 $x3806 (bvult ?x3797 (_ bv128 32)) (and $x208 (not $x3874) (= ((_ extract 4 0) ?x3797) (_ bv0 5)) $x3782) (= (concat ?x3844 (_ bv0 1)) ?x3767))))
(not $x3871)))))))))))))))
(check-sat)
