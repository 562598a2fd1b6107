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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2511 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2537 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2526 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2511 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2555 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2526) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2526)))))))
 (let (($x2553 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2561 (and $x2553 $x2553 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x2553 $x2553 (bvult ?x2526 (_ bv256 32)) $x2555 (= (concat (bvadd (concat (_ bv0 31) ?x2526) ?x2537) (_ bv0 1)) ?x2511))))
 (not $x2561)))))))))
(assert
 (let ((?x2511 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2523 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2511 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2572 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2573 (and (bvule ?x2523 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2523) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2523))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2553 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2585 (and $x2553 $x2553 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x2553 $x2553 (bvult ?x2523 (_ bv256 32)) (and $x206 (not $x2573)) (= (concat (bvadd ?x2572 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2523))) (_ bv0 1)) ?x2511))))
 (not $x2585)))))))))
(assert
 (let ((?x2511 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2532 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2511 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2582 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2606 (and (bvule ?x2532 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2532) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2532))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2553 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2609 (and $x2553 $x2553 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2511 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x2553 $x2553 (bvult ?x2532 (_ bv256 32)) (and $x206 (not $x2606)) (= (concat (bvadd ?x2582 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2532))) (_ bv0 1)) ?x2511))))
(not $x2609)))))))))
(check-sat)
