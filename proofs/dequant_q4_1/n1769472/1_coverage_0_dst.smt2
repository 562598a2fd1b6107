; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073706012671 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1769472 64)))
(assert
 (let ((?x389 ((_ extract 22 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x393 ((_ zero_extend 9) (bvudiv ?x389 (_ bv512 23)))))
(let ((?x400 ((_ zero_extend 9) (bvudiv (bvurem ?x389 (_ bv512 23)) (_ bv2 23)))))
(let ((?x425 (bvadd ?x400 (bvmul (_ bv256 32) ?x393))))
(let ((?x410 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x425))))
(let (($x420 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x410 (_ bv2 64)))))
(let (($x407 (or (not (= ((_ extract 31 21) ?x425) (_ bv0 11))) (bvule (_ bv1769472 21) (bvadd ((_ extract 20 0) ?x400) (bvmul (_ bv256 21) ((_ extract 20 0) ?x393)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x415 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x403 (and $x415 $x415 (bvult ?x393 (_ bv6912 32)) $x415 $x415 (bvult ?x400 (_ bv256 32)) (and $x184 (not $x407)) (bvule ?x410 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x420)))
(not $x403))))))))))))
(check-sat)
