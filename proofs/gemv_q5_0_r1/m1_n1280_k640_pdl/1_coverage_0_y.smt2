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
 (bvule base!x (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv1280 64)))
(assert
 (let ((?x912 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x827 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x835 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x825 (bvadd ?x835 (_ bv0 32))))
(let ((?x704 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x825)) ?x827)))
(let ((?x812 (concat (bvadd (bvmul (_ bv1280 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x704)) (_ bv0 1))))
(let (($x711 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x825) (_ bv0 5))))))
(let ((?x748 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x830 (or (not (= ((_ extract 31 11) ?x704) (_ bv0 21))) (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) ?x825) ?x748)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x836 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x733 (and $x836 $x836 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16))) (_ bv320 32)) $x836 $x836 (bvult ?x825 (_ bv128 32)) (and $x207 (not $x830) (not $x711)) (= ?x812 ?x912))))
(not $x733))))))))))))))
(check-sat)
