; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
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
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x10579 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x10629 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x10601 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x10579 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x10588 (bvadd ?x10601 (_ bv0 32))))
 (let ((?x10648 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10588)) ?x10629)))
 (let ((?x10594 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x10648))))
 (let ((?x10623 ((_ extract 29 0) (_ bv0 32))))
 (let (($x10597 (= ?x10623 (_ bv0 30))))
 (let ((?x10628 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x10613 (or (not (= ((_ extract 31 11) ?x10648) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x10588) ?x10628)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x10644 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x10633 (and $x10644 $x10644 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv0 64))) (_ bv8 16))) (_ bv384 32)) $x10644 $x10644 (bvult ?x10588 (_ bv128 32)) (and $x229 (not $x10613) (= ((_ extract 4 0) ?x10588) (_ bv0 5)) $x10597) (= (concat ?x10594 (_ bv0 1)) ?x10579))))
 (not $x10633)))))))))))))))
(assert
 (let ((?x10579 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x10615 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv3072 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x10611 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x10579 (_ bv3072 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x10608 (bvadd ?x10611 (_ bv0 32))))
(let ((?x10680 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10608)) ?x10615)))
(let ((?x10660 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x10680))))
(let ((?x10623 ((_ extract 29 0) (_ bv0 32))))
(let (($x10597 (= ?x10623 (_ bv0 30))))
(let ((?x10649 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv3072 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x10667 (or (not (= ((_ extract 31 11) ?x10680) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x10608) ?x10649)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x10644 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10684 (and $x10644 $x10644 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10579 (_ bv3072 64))) (_ bv8 16))) (_ bv384 32)) $x10644 $x10644 (bvult ?x10608 (_ bv128 32)) (and $x229 (not $x10667) (= ((_ extract 4 0) ?x10608) (_ bv0 5)) $x10597) (= (concat ?x10660 (_ bv0 1)) ?x10579))))
(not $x10684)))))))))))))))
(check-sat)
