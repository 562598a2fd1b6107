; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x2545 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2574 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x2576 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv0 64))) (_ bv4 16)))) ?x2574)))
 (let (($x2589 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x2582 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x2585 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2586 (and $x2585 $x2585 $x2585 $x2585 $x2585 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x203 (not (or (not $x2582) $x2589))) (= (concat ?x2576 (_ bv0 2)) ?x2545))))
 (not $x2586))))))))))
(assert
 (let ((?x2545 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2588 (concat (_ bv0 30) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv1024 64))) (_ bv4 16)))))))
 (let ((?x2574 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x2603 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x2607 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x2609 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x2607) $x2603))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x2585 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2598 (and $x2585 $x2585 $x2585 $x2585 $x2585 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x203 (not $x2609)) (= (concat (bvadd ?x2574 ?x2588) (_ bv0 2)) ?x2545))))
 (not $x2598)))))))))))
(assert
 (let ((?x2545 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2615 (concat (_ bv0 30) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv2048 64))) (_ bv4 16)))))))
(let ((?x2574 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x2621 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv2048 64))) (_ bv4 16)))))))
(let (($x2625 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
(let (($x2592 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x2625) $x2621))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x2585 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2614 (and $x2585 $x2585 $x2585 $x2585 $x2585 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2545 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x203 (not $x2592)) (= (concat (bvadd ?x2574 ?x2615) (_ bv0 2)) ?x2545))))
(not $x2614)))))))))))
(check-sat)
