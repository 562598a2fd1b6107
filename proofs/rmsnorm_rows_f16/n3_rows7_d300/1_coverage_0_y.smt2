; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2491 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2496 ((_ extract 15 0) (bvsub ?x2491 (_ bv0 64)))))
 (let ((?x2500 ((_ zero_extend 16) (bvudiv ?x2496 (_ bv600 16)))))
 (let ((?x2527 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2500)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2527) (bvule ?x2527 (_ bv6 32))))))))
(assert
 (let ((?x2491 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2513 ((_ extract 15 0) (bvsub ?x2491 (_ bv512 64)))))
 (let ((?x2499 ((_ zero_extend 16) (bvudiv ?x2513 (_ bv600 16)))))
 (let ((?x2569 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2499)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2569) (bvule ?x2569 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x2491 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2525 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2491 (_ bv0 64))) (_ bv600 16)))))))
 (let ((?x2506 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2491 (_ bv0 64))) (_ bv600 16)) (_ bv2 16)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x2523 (and $x230 (not (or (not (= ((_ extract 31 9) ?x2506) (_ bv0 23))) (bvule (_ bv300 9) ((_ extract 8 0) ?x2506)))))))
 (let (($x2518 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2529 (and $x2518 $x2518 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2491 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) $x2518 $x2518 (bvult ?x2506 (_ bv256 32)) $x2523 (= (concat (bvadd (concat (_ bv0 31) ?x2506) ?x2525) (_ bv0 1)) ?x2491))))
 (not $x2529)))))))))
(assert
 (let ((?x2491 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2503 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2491 (_ bv512 64))) (_ bv600 16)) (_ bv2 16)))))
(let ((?x2542 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2491 (_ bv512 64))) (_ bv600 16)))))))
(let (($x2553 (and (bvule ?x2503 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x2503) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x2503))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x2518 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2555 (and $x2518 $x2518 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2491 (_ bv512 64))) (_ bv600 16))) (_ bv3 32)) $x2518 $x2518 (bvult ?x2503 (_ bv256 32)) (and $x230 (not $x2553)) (= (concat (bvadd ?x2542 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2503))) (_ bv0 1)) ?x2491))))
(not $x2555)))))))))
(check-sat)
