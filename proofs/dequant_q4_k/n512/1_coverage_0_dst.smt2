; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551327 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (let ((?x434 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x427 ((_ zero_extend 16) (bvudiv ?x434 (_ bv512 16)))))
(let ((?x383 ((_ zero_extend 16) (bvudiv (bvurem ?x434 (_ bv512 16)) (_ bv2 16)))))
(let ((?x684 (bvadd ?x383 (bvmul (_ bv256 32) ?x427))))
(let ((?x424 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x684))))
(let (($x682 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x424 (_ bv2 64)))))
(let (($x327 (or (not (= ((_ extract 31 10) ?x684) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x383) (bvmul (_ bv256 10) ((_ extract 9 0) ?x427)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x678 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x681 (and $x678 $x678 (bvult ?x427 (_ bv2 32)) $x678 $x678 (bvult ?x383 (_ bv256 32)) (and $x184 (not $x327)) (bvule ?x424 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x682)))
(not $x681))))))))))))
(check-sat)
