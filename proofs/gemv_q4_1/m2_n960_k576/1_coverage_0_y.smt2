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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x3712 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3717 ((_ extract 15 0) (bvsub ?x3712 (_ bv0 64)))))
 (let ((?x3723 ((_ zero_extend 16) (bvudiv ?x3717 (_ bv8 16)))))
 (let ((?x3718 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3717 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3746 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3718)) (concat ((_ extract 29 0) ?x3723) (_ bv0 2)))))
 (let ((?x3778 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3746))))
 (let ((?x3776 (concat ?x3778 (_ bv0 1))))
 (let ((?x3741 (bvadd ?x3712 (_ bv2 64))))
 (let ((?x3758 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3775 (= ?x3758 (_ bv0 30))))
 (let (($x3765 (or (not (= ((_ extract 31 10) ?x3746) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3718) (concat ((_ extract 7 0) ?x3723) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3733 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3760 (and $x3733 $x3733 (bvult ?x3723 (_ bv240 32)) $x3733 $x3733 (bvult ?x3718 (_ bv128 32)) (and $x207 (not $x3765) (= ((_ extract 4 0) ?x3718) (_ bv0 5)) $x3775) (bvule ?x3776 ?x3712) (bvule ?x3741 (bvadd ?x3776 (_ bv2 64))))))
 (not $x3760))))))))))))))))
(assert
 (let ((?x3712 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3720 ((_ extract 15 0) (bvsub ?x3712 (_ bv1920 64)))))
(let ((?x3734 ((_ zero_extend 16) (bvudiv ?x3720 (_ bv8 16)))))
(let ((?x3742 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3720 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3819 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3742)) (concat ((_ extract 29 0) ?x3734) (_ bv0 2)))))
(let ((?x3799 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3819))))
(let ((?x3790 (concat ?x3799 (_ bv0 1))))
(let ((?x3741 (bvadd ?x3712 (_ bv2 64))))
(let ((?x3758 ((_ extract 29 0) (_ bv0 32))))
(let (($x3775 (= ?x3758 (_ bv0 30))))
(let (($x3789 (or (not (= ((_ extract 31 10) ?x3819) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3742) (concat ((_ extract 7 0) ?x3734) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3733 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3736 (and $x3733 $x3733 (bvult ?x3734 (_ bv240 32)) $x3733 $x3733 (bvult ?x3742 (_ bv128 32)) (and $x207 (not $x3789) (= ((_ extract 4 0) ?x3742) (_ bv0 5)) $x3775) (bvule ?x3790 ?x3712) (bvule ?x3741 (bvadd ?x3790 (_ bv2 64))))))
(not $x3736))))))))))))))))
(check-sat)
