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
 (let ((?x601 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x269 ((_ zero_extend 16) (bvudiv ?x601 (_ bv512 16)))))
(let ((?x894 ((_ zero_extend 16) (bvudiv (bvurem ?x601 (_ bv512 16)) (_ bv2 16)))))
(let ((?x557 (bvadd ?x894 (bvmul (_ bv256 32) ?x269))))
(let ((?x574 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x557))))
(let (($x534 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x574 (_ bv2 64)))))
(let (($x199 (or (not (= ((_ extract 31 10) ?x557) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x894) (bvmul (_ bv256 10) ((_ extract 9 0) ?x269)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x593 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x226 (and $x593 $x593 (bvult ?x269 (_ bv2 32)) $x593 $x593 (bvult ?x894 (_ bv256 32)) (and $x184 (not $x199)) (bvule ?x574 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x534)))
(not $x226))))))))))))
(check-sat)
