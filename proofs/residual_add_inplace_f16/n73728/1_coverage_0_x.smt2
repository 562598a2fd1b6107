; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv73728 64)))
(assert
 (let ((?x297 ((_ extract 18 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x301 ((_ zero_extend 13) (bvudiv ?x297 (_ bv512 19)))))
(let ((?x308 ((_ zero_extend 13) (bvudiv (bvurem ?x297 (_ bv512 19)) (_ bv2 19)))))
(let ((?x333 (bvadd ?x308 (bvmul (_ bv256 32) ?x301))))
(let ((?x310 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x333))))
(let (($x315 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x310 (_ bv2 64)))))
(let (($x314 (or (not (= ((_ extract 31 17) ?x333) (_ bv0 15))) (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) ?x308) (bvmul (_ bv256 17) ((_ extract 16 0) ?x301)))))))
(let (($x182 (= param!power (_ bv1 32))))
(let (($x321 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x331 (and $x321 $x321 (bvult ?x301 (_ bv288 32)) $x321 $x321 (bvult ?x308 (_ bv256 32)) (and $x182 (not $x314)) (bvule ?x310 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x315)))
(not $x331))))))))))))
(check-sat)
