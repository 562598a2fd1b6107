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
 (let ((?x253 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x192 ((_ zero_extend 16) (bvudiv ?x253 (_ bv512 16)))))
(let ((?x179 ((_ zero_extend 16) (bvudiv (bvurem ?x253 (_ bv512 16)) (_ bv2 16)))))
(let ((?x446 (bvadd ?x179 (bvmul (_ bv256 32) ?x192))))
(let ((?x355 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x446))))
(let (($x193 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x355 (_ bv2 64)))))
(let (($x442 (or (not (= ((_ extract 31 10) ?x446) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x179) (bvmul (_ bv256 10) ((_ extract 9 0) ?x192)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x434 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x430 (and $x434 $x434 (bvult ?x192 (_ bv2 32)) $x434 $x434 (bvult ?x179 (_ bv256 32)) (and $x184 (not $x442)) (bvule ?x355 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x193)))
(not $x430))))))))))))
(check-sat)
