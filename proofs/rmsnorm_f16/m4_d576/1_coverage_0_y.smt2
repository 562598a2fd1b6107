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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2513 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2543 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2527 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2513 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2556 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2527) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2527)))))))
 (let (($x2554 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2562 (and $x2554 $x2554 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x2554 $x2554 (bvult ?x2527 (_ bv256 32)) $x2556 (= (concat (bvadd (concat (_ bv0 31) ?x2527) ?x2543) (_ bv0 1)) ?x2513))))
 (not $x2562)))))))))
(assert
 (let ((?x2513 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2524 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2513 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2573 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2574 (and (bvule ?x2524 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2524) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2524))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2554 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2586 (and $x2554 $x2554 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x2554 $x2554 (bvult ?x2524 (_ bv256 32)) (and $x206 (not $x2574)) (= (concat (bvadd ?x2573 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2524))) (_ bv0 1)) ?x2513))))
 (not $x2586)))))))))
(assert
 (let ((?x2513 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2529 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2513 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2583 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2607 (and (bvule ?x2529 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2529) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2529))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2554 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2610 (and $x2554 $x2554 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2513 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x2554 $x2554 (bvult ?x2529 (_ bv256 32)) (and $x206 (not $x2607)) (= (concat (bvadd ?x2583 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2529))) (_ bv0 1)) ?x2513))))
(not $x2610)))))))))
(check-sat)
