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
 (bvule base!w (_ bv18446744073709344255 64)))
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
 (let ((?x3860 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3911 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3883 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3860 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3866 (bvadd ?x3883 (_ bv0 32))))
 (let ((?x3930 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3866)) ?x3911)))
 (let ((?x3924 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3930))))
 (let ((?x3900 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3903 (= ?x3900 (_ bv0 30))))
 (let ((?x3912 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3918 (or (not (= ((_ extract 31 10) ?x3930) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3866) ?x3912)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3880 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3897 (and $x3880 $x3880 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3880 $x3880 (bvult ?x3866 (_ bv128 32)) (and $x205 (not $x3918) (= ((_ extract 4 0) ?x3866) (_ bv0 5)) $x3903) (= (concat ?x3924 (_ bv0 1)) ?x3860))))
 (not $x3897)))))))))))))))
(assert
 (let ((?x3860 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3908 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3893 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3860 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3890 (bvadd ?x3893 (_ bv0 32))))
(let ((?x3962 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3890)) ?x3908)))
(let ((?x3947 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3962))))
(let ((?x3900 ((_ extract 29 0) (_ bv0 32))))
(let (($x3903 (= ?x3900 (_ bv0 30))))
(let ((?x3920 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3939 (or (not (= ((_ extract 31 10) ?x3962) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3890) ?x3920)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3880 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3946 (and $x3880 $x3880 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3860 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3880 $x3880 (bvult ?x3890 (_ bv128 32)) (and $x205 (not $x3939) (= ((_ extract 4 0) ?x3890) (_ bv0 5)) $x3903) (= (concat ?x3947 (_ bv0 1)) ?x3860))))
(not $x3946)))))))))))))))
(check-sat)
