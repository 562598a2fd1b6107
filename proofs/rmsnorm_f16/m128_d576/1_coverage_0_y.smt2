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
 (bvule base!x (_ bv18446744073709404159 64)))
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
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2493 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2523 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv0 64))) (_ bv1152 19)))))))
 (let ((?x2509 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2493 (_ bv0 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2535 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2509) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2509)))))))
 (let (($x2539 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2544 (and $x2539 $x2539 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv0 64))) (_ bv1152 19))) (_ bv128 32)) $x2539 $x2539 (bvult ?x2509 (_ bv256 32)) $x2535 (= (concat (bvadd (concat (_ bv0 31) ?x2509) ?x2523) (_ bv0 1)) ?x2493))))
 (not $x2544)))))))))
(assert
 (let ((?x2493 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2514 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2493 (_ bv512 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x2553 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv512 64))) (_ bv1152 19)))))))
 (let (($x2572 (and (bvule ?x2514 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2514) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2514))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2539 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2568 (and $x2539 $x2539 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv512 64))) (_ bv1152 19))) (_ bv128 32)) $x2539 $x2539 (bvult ?x2514 (_ bv256 32)) (and $x206 (not $x2572)) (= (concat (bvadd ?x2553 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2514))) (_ bv0 1)) ?x2493))))
 (not $x2568)))))))))
(assert
 (let ((?x2493 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2522 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2493 (_ bv1024 64))) (_ bv1152 19)) (_ bv2 19)))))
(let ((?x2562 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv1024 64))) (_ bv1152 19)))))))
(let (($x2593 (and (bvule ?x2522 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2522) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2522))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2539 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2588 (and $x2539 $x2539 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2493 (_ bv1024 64))) (_ bv1152 19))) (_ bv128 32)) $x2539 $x2539 (bvult ?x2522 (_ bv256 32)) (and $x206 (not $x2593)) (= (concat (bvadd ?x2562 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2522))) (_ bv0 1)) ?x2493))))
(not $x2588)))))))))
(check-sat)
