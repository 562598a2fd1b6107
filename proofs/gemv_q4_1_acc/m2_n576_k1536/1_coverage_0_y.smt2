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
 (bvule base!x (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
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
 (let ((?x918 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1201 ((_ extract 15 0) (bvsub ?x918 (_ bv0 64)))))
 (let ((?x610 ((_ zero_extend 16) (bvudiv ?x1201 (_ bv8 16)))))
 (let ((?x1913 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1201 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3785 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1913)) (concat ((_ extract 29 0) ?x610) (_ bv0 2)))))
 (let ((?x1197 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3785))))
 (let ((?x2430 (concat ?x1197 (_ bv0 1))))
 (let ((?x4176 (bvadd ?x918 (_ bv2 64))))
 (let ((?x4012 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2095 (= ?x4012 (_ bv0 30))))
 (let (($x3597 (or (not (= ((_ extract 31 10) ?x3785) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1913) (concat ((_ extract 7 0) ?x610) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x4389 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1804 (and $x4389 $x4389 (bvult ?x610 (_ bv144 32)) $x4389 $x4389 (bvult ?x1913 (_ bv128 32)) (and $x207 (not $x3597) (= ((_ extract 4 0) ?x1913) (_ bv0 5)) $x2095) (bvule ?x2430 ?x918) (bvule ?x4176 (bvadd ?x2430 (_ bv2 64))))))
 (not $x1804))))))))))))))))
(assert
 (let ((?x918 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2198 ((_ extract 15 0) (bvsub ?x918 (_ bv1152 64)))))
(let ((?x3232 ((_ zero_extend 16) (bvudiv ?x2198 (_ bv8 16)))))
(let ((?x2528 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2198 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1142 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2528)) (concat ((_ extract 29 0) ?x3232) (_ bv0 2)))))
(let ((?x1605 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1142))))
(let ((?x2694 (concat ?x1605 (_ bv0 1))))
(let ((?x4176 (bvadd ?x918 (_ bv2 64))))
(let ((?x4012 ((_ extract 29 0) (_ bv0 32))))
(let (($x2095 (= ?x4012 (_ bv0 30))))
(let (($x3780 (or (not (= ((_ extract 31 10) ?x1142) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2528) (concat ((_ extract 7 0) ?x3232) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x4389 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4387 (and $x4389 $x4389 (bvult ?x3232 (_ bv144 32)) $x4389 $x4389 (bvult ?x2528 (_ bv128 32)) (and $x207 (not $x3780) (= ((_ extract 4 0) ?x2528) (_ bv0 5)) $x2095) (bvule ?x2694 ?x918) (bvule ?x4176 (bvadd ?x2694 (_ bv2 64))))))
(not $x4387))))))))))))))))
(check-sat)
