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
 (let ((?x240 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x254 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 19)) (_ bv2 19)))))
(let ((?x255 (bvadd ?x254 (bvmul (_ bv256 32) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 19)))))))
(let ((?x256 (bvmul (_ bv256 17) ((_ extract 16 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 19)))))))
(let (($x273 (or (not (= ((_ extract 31 17) ?x255) (_ bv0 15))) (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) ?x254) ?x256)))))
(let (($x182 (= param!power (_ bv1 32))))
(let (($x244 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x268 (and $x244 $x244 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 19))) (_ bv288 32)) $x244 $x244 (bvult ?x254 (_ bv256 32)) (and $x182 (not $x273)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x255)) ?x240))))
(not $x268))))))))))
(check-sat)
