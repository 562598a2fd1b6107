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
 (bvule base!w (_ bv18446744073709549311 64)))
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
 (let ((?x2517 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2549 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2531 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2517 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2560 (and $x205 (not (or (not (= ((_ extract 31 10) ?x2531) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2531)))))))
 (let (($x2558 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2566 (and $x2558 $x2558 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x2558 $x2558 (bvult ?x2531 (_ bv256 32)) $x2560 (= (concat (bvadd (concat (_ bv0 31) ?x2531) ?x2549) (_ bv0 1)) ?x2517))))
 (not $x2566)))))))))
(assert
 (let ((?x2517 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2529 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2517 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2577 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2578 (and (bvule ?x2529 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2529) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2529))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2558 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2590 (and $x2558 $x2558 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x2558 $x2558 (bvult ?x2529 (_ bv256 32)) (and $x205 (not $x2578)) (= (concat (bvadd ?x2577 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2529))) (_ bv0 1)) ?x2517))))
 (not $x2590)))))))))
(assert
 (let ((?x2517 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2533 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2517 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2587 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2611 (and (bvule ?x2533 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2533) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2533))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x2558 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2614 (and $x2558 $x2558 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2517 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x2558 $x2558 (bvult ?x2533 (_ bv256 32)) (and $x205 (not $x2611)) (= (concat (bvadd ?x2587 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2533))) (_ bv0 1)) ?x2517))))
(not $x2614)))))))))
(check-sat)
