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
 (bvule base!x (_ bv18446744073709256703 64)))
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
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2520 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv0 64))) (_ bv1152 20)))))))
 (let ((?x2505 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2490 (_ bv0 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x2526 (and $x202 (not (or (not (= ((_ extract 31 10) ?x2505) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2505)))))))
 (let (($x2540 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2529 (and $x2540 $x2540 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv0 64))) (_ bv1152 20))) (_ bv256 32)) $x2540 $x2540 (bvult ?x2505 (_ bv256 32)) $x2526 (= (concat (bvadd (concat (_ bv0 31) ?x2505) ?x2520) (_ bv0 1)) ?x2490))))
 (not $x2529)))))))))
(assert
 (let ((?x2490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2502 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2490 (_ bv512 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let ((?x2547 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv512 64))) (_ bv1152 20)))))))
 (let (($x2564 (and (bvule ?x2502 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2502) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2502))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x2540 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2562 (and $x2540 $x2540 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv512 64))) (_ bv1152 20))) (_ bv256 32)) $x2540 $x2540 (bvult ?x2502 (_ bv256 32)) (and $x202 (not $x2564)) (= (concat (bvadd ?x2547 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2502))) (_ bv0 1)) ?x2490))))
 (not $x2562)))))))))
(assert
 (let ((?x2490 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2507 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2490 (_ bv1024 64))) (_ bv1152 20)) (_ bv2 20)))))
(let ((?x2546 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv1024 64))) (_ bv1152 20)))))))
(let (($x2590 (and (bvule ?x2507 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2507) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2507))))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x2540 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2575 (and $x2540 $x2540 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2490 (_ bv1024 64))) (_ bv1152 20))) (_ bv256 32)) $x2540 $x2540 (bvult ?x2507 (_ bv256 32)) (and $x202 (not $x2590)) (= (concat (bvadd ?x2546 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2507))) (_ bv0 1)) ?x2490))))
(not $x2575)))))))))
(check-sat)
