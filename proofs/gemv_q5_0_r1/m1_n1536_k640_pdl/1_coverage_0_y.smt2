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
 (bvule base!w (_ bv18446744073708875775 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x912 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x735 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x835 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x825 (bvadd ?x835 (_ bv0 32))))
(let ((?x704 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x825)) ?x735)))
(let ((?x826 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x704)) (_ bv0 1))))
(let (($x725 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x825) (_ bv0 5))))))
(let ((?x766 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x742 (or (not (= ((_ extract 31 11) ?x704) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x825) ?x766)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x729 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x767 (and $x729 $x729 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x912 (_ bv0 64))) (_ bv8 16))) (_ bv384 32)) $x729 $x729 (bvult ?x825 (_ bv128 32)) (and $x207 (not $x742) (not $x725)) (= ?x826 ?x912))))
(not $x767))))))))))))))
(check-sat)
