; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551195 64)))
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
 (let ((?x225 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x720 ((_ zero_extend 16) (bvudiv ?x225 (_ bv512 16)))))
(let ((?x712 ((_ zero_extend 16) (bvudiv (bvurem ?x225 (_ bv512 16)) (_ bv2 16)))))
(let ((?x708 (bvadd ?x712 (bvmul (_ bv256 32) ?x720))))
(let ((?x704 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x708))))
(let (($x252 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x704 (_ bv2 64)))))
(let (($x296 (or (not (= ((_ extract 31 10) ?x708) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x712) (bvmul (_ bv256 10) ((_ extract 9 0) ?x720)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x283 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x540 (and $x283 $x283 (bvult ?x720 (_ bv2 32)) $x283 $x283 (bvult ?x712 (_ bv256 32)) (and $x184 (not $x296)) (bvule ?x704 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x252)))
(not $x540))))))))))))
(check-sat)
