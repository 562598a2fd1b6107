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
 (let ((?x2483 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2520 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv0 64))) (_ bv1152 21)))))))
 (let ((?x2499 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2483 (_ bv0 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2533 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2499) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2499)))))))
 (let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2515 (and $x2528 $x2528 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) $x2528 $x2528 (bvult ?x2499 (_ bv256 32)) $x2533 (= (concat (bvadd (concat (_ bv0 31) ?x2499) ?x2520) (_ bv0 1)) ?x2483))))
 (not $x2515)))))))))
(assert
 (let ((?x2483 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2504 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2483 (_ bv512 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x2542 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv512 64))) (_ bv1152 21)))))))
 (let (($x2559 (and (bvule ?x2504 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2504) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2504))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2546 (and $x2528 $x2528 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv512 64))) (_ bv1152 21))) (_ bv512 32)) $x2528 $x2528 (bvult ?x2504 (_ bv256 32)) (and $x206 (not $x2559)) (= (concat (bvadd ?x2542 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2504))) (_ bv0 1)) ?x2483))))
 (not $x2546)))))))))
(assert
 (let ((?x2483 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2511 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2483 (_ bv1024 64))) (_ bv1152 21)) (_ bv2 21)))))
(let ((?x2571 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv1024 64))) (_ bv1152 21)))))))
(let (($x2566 (and (bvule ?x2511 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2511) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2511))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2580 (and $x2528 $x2528 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2483 (_ bv1024 64))) (_ bv1152 21))) (_ bv512 32)) $x2528 $x2528 (bvult ?x2511 (_ bv256 32)) (and $x206 (not $x2566)) (= (concat (bvadd ?x2571 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2511))) (_ bv0 1)) ?x2483))))
(not $x2580)))))))))
(check-sat)
