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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4493 ((_ extract 15 0) (bvsub ?x314 (_ bv0 64)))))
 (let ((?x239 ((_ zero_extend 16) (bvudiv ?x4493 (_ bv8 16)))))
 (let ((?x2893 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4493 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2952 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2893)) (concat ((_ extract 29 0) ?x239) (_ bv0 2)))))
 (let ((?x2836 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2952))))
 (let ((?x2117 (concat ?x2836 (_ bv0 1))))
 (let ((?x948 (bvadd ?x314 (_ bv2 64))))
 (let ((?x2841 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2122 (= ?x2841 (_ bv0 30))))
 (let (($x779 (or (not (= ((_ extract 31 6) ?x2952) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2893) (concat ((_ extract 3 0) ?x239) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x753 (and $x834 $x834 (bvult ?x239 (_ bv10 32)) $x834 $x834 (bvult ?x2893 (_ bv128 32)) (and $x208 (not $x779) (= ((_ extract 4 0) ?x2893) (_ bv0 5)) $x2122) (bvule ?x2117 ?x314) (bvule ?x948 (bvadd ?x2117 (_ bv2 64))))))
 (not $x753))))))))))))))))
(assert
 (let ((?x314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x794 ((_ extract 15 0) (bvsub ?x314 (_ bv74 64)))))
 (let ((?x4494 ((_ zero_extend 16) (bvudiv ?x794 (_ bv8 16)))))
 (let ((?x2824 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x794 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2149 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2824)) (concat ((_ extract 29 0) ?x4494) (_ bv0 2)))))
 (let ((?x682 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2149))))
 (let ((?x2152 (concat ?x682 (_ bv0 1))))
 (let ((?x948 (bvadd ?x314 (_ bv2 64))))
 (let ((?x2841 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2122 (= ?x2841 (_ bv0 30))))
 (let (($x2169 (or (not (= ((_ extract 31 6) ?x2149) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2824) (concat ((_ extract 3 0) ?x4494) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2177 (and $x834 $x834 (bvult ?x4494 (_ bv10 32)) $x834 $x834 (bvult ?x2824 (_ bv128 32)) (and $x208 (not $x2169) (= ((_ extract 4 0) ?x2824) (_ bv0 5)) $x2122) (bvule ?x2152 ?x314) (bvule ?x948 (bvadd ?x2152 (_ bv2 64))))))
 (not $x2177))))))))))))))))
(assert
 (let ((?x314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x207 ((_ extract 15 0) (bvsub ?x314 (_ bv148 64)))))
(let ((?x2086 ((_ zero_extend 16) (bvudiv ?x207 (_ bv8 16)))))
(let ((?x3009 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x207 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3029 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3009)) (concat ((_ extract 29 0) ?x2086) (_ bv0 2)))))
(let ((?x2193 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x3029))))
(let ((?x2901 (concat ?x2193 (_ bv0 1))))
(let ((?x948 (bvadd ?x314 (_ bv2 64))))
(let ((?x2841 ((_ extract 29 0) (_ bv0 32))))
(let (($x2122 (= ?x2841 (_ bv0 30))))
(let (($x2217 (or (not (= ((_ extract 31 6) ?x3029) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3009) (concat ((_ extract 3 0) ?x2086) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2225 (and $x834 $x834 (bvult ?x2086 (_ bv10 32)) $x834 $x834 (bvult ?x3009 (_ bv128 32)) (and $x208 (not $x2217) (= ((_ extract 4 0) ?x3009) (_ bv0 5)) $x2122) (bvule ?x2901 ?x314) (bvule ?x948 (bvadd ?x2901 (_ bv2 64))))))
(not $x2225))))))))))))))))
(check-sat)
