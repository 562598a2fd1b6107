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
 (let ((?x4703 ((_ extract 15 0) (bvsub ?x314 (_ bv0 64)))))
 (let ((?x239 ((_ zero_extend 16) (bvudiv ?x4703 (_ bv8 16)))))
 (let ((?x3028 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4703 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3087 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3028)) (concat ((_ extract 29 0) ?x239) (_ bv0 2)))))
 (let ((?x2969 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3087))))
 (let ((?x2259 (concat ?x2969 (_ bv0 1))))
 (let ((?x948 (bvadd ?x314 (_ bv2 64))))
 (let ((?x1362 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2268 (= ?x1362 (_ bv0 30))))
 (let (($x779 (or (not (= ((_ extract 31 6) ?x3087) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3028) (concat ((_ extract 3 0) ?x239) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x753 (and $x834 $x834 (bvult ?x239 (_ bv10 32)) $x834 $x834 (bvult ?x3028 (_ bv128 32)) (and $x208 (not $x779) (= ((_ extract 4 0) ?x3028) (_ bv0 5)) $x2268) (bvule ?x2259 ?x314) (bvule ?x948 (bvadd ?x2259 (_ bv2 64))))))
 (not $x753))))))))))))))))
(assert
 (let ((?x314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x794 ((_ extract 15 0) (bvsub ?x314 (_ bv74 64)))))
 (let ((?x4704 ((_ zero_extend 16) (bvudiv ?x794 (_ bv8 16)))))
 (let ((?x1443 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x794 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2296 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1443)) (concat ((_ extract 29 0) ?x4704) (_ bv0 2)))))
 (let ((?x682 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2296))))
 (let ((?x2300 (concat ?x682 (_ bv0 1))))
 (let ((?x948 (bvadd ?x314 (_ bv2 64))))
 (let ((?x1362 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2268 (= ?x1362 (_ bv0 30))))
 (let (($x2316 (or (not (= ((_ extract 31 6) ?x2296) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1443) (concat ((_ extract 3 0) ?x4704) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2324 (and $x834 $x834 (bvult ?x4704 (_ bv10 32)) $x834 $x834 (bvult ?x1443 (_ bv128 32)) (and $x208 (not $x2316) (= ((_ extract 4 0) ?x1443) (_ bv0 5)) $x2268) (bvule ?x2300 ?x314) (bvule ?x948 (bvadd ?x2300 (_ bv2 64))))))
 (not $x2324))))))))))))))))
(assert
 (let ((?x314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x207 ((_ extract 15 0) (bvsub ?x314 (_ bv148 64)))))
(let ((?x2234 ((_ zero_extend 16) (bvudiv ?x207 (_ bv8 16)))))
(let ((?x3144 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x207 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3164 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3144)) (concat ((_ extract 29 0) ?x2234) (_ bv0 2)))))
(let ((?x2340 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x3164))))
(let ((?x3036 (concat ?x2340 (_ bv0 1))))
(let ((?x948 (bvadd ?x314 (_ bv2 64))))
(let ((?x1362 ((_ extract 29 0) (_ bv0 32))))
(let (($x2268 (= ?x1362 (_ bv0 30))))
(let (($x2364 (or (not (= ((_ extract 31 6) ?x3164) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3144) (concat ((_ extract 3 0) ?x2234) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x834 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2372 (and $x834 $x834 (bvult ?x2234 (_ bv10 32)) $x834 $x834 (bvult ?x3144 (_ bv128 32)) (and $x208 (not $x2364) (= ((_ extract 4 0) ?x3144) (_ bv0 5)) $x2268) (bvule ?x3036 ?x314) (bvule ?x948 (bvadd ?x3036 (_ bv2 64))))))
(not $x2372))))))))))))))))
(check-sat)
