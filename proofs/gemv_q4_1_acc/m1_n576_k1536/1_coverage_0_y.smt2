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
 (bvule base!x (_ bv18446744073709548543 64)))
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
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1465 ((_ extract 15 0) (bvsub ?x782 (_ bv0 64)))))
(let ((?x1973 ((_ zero_extend 16) (bvudiv ?x1465 (_ bv8 16)))))
(let ((?x2054 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1465 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2656 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2054)) (concat ((_ extract 29 0) ?x1973) (_ bv0 2)))))
(let ((?x3146 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2656))))
(let ((?x2876 (concat ?x3146 (_ bv0 1))))
(let (($x3290 (or (not (= ((_ extract 31 10) ?x2656) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2054) (concat ((_ extract 7 0) ?x1973) (_ bv0 2)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3184 (and $x206 (not $x3290) (= ((_ extract 4 0) ?x2054) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2828 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3188 (and $x2828 $x2828 (bvult ?x1973 (_ bv144 32)) $x2828 $x2828 (bvult ?x2054 (_ bv128 32)) $x3184 (bvule ?x2876 ?x782) (bvule (bvadd ?x782 (_ bv2 64)) (bvadd ?x2876 (_ bv2 64))))))
(not $x3188))))))))))))))
(check-sat)
