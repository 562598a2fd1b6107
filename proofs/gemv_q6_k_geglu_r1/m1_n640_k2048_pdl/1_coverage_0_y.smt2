; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708476415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x5567 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x5610 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x5567 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x5591 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x5567 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x5590 (bvadd ?x5591 (_ bv0 32))))
(let ((?x5628 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x5590)) ?x5610)))
(let ((?x5593 (concat (bvadd (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x5628)) (_ bv0 1))))
(let (($x5578 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x5590) (_ bv0 5))))))
(let ((?x5624 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x5567 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x5605 (or (not (= ((_ extract 31 10) ?x5628) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 14 5) ?x5590) ?x5624)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x5617 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x5626 (and $x5617 $x5617 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x5567 (_ bv0 64))) (_ bv8 16))) (_ bv160 32)) $x5617 $x5617 (bvult ?x5590 (_ bv128 32)) (and $x206 (not $x5605) (not $x5578)) (= ?x5593 ?x5567))))
(not $x5626))))))))))))))
(check-sat)
