; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551295 64)))
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
 (let ((?x389 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x393 ((_ zero_extend 16) (bvudiv ?x389 (_ bv512 16)))))
(let ((?x399 ((_ zero_extend 16) (bvudiv (bvurem ?x389 (_ bv512 16)) (_ bv2 16)))))
(let ((?x424 (bvadd ?x399 (bvmul (_ bv256 32) ?x393))))
(let ((?x411 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x424))))
(let (($x422 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x411 (_ bv2 64)))))
(let (($x390 (or (not (= ((_ extract 31 10) ?x424) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x399) (bvmul (_ bv256 10) ((_ extract 9 0) ?x393)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x418 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x421 (and $x418 $x418 (bvult ?x393 (_ bv2 32)) $x418 $x418 (bvult ?x399 (_ bv256 32)) (and $x184 (not $x390)) (bvule ?x411 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x422)))
(not $x421))))))))))))
(check-sat)
