; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551071 64)))
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
 (let ((?x336 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x409 ((_ zero_extend 16) (bvudiv ?x336 (_ bv512 16)))))
(let ((?x396 ((_ zero_extend 16) (bvudiv (bvurem ?x336 (_ bv512 16)) (_ bv2 16)))))
(let ((?x183 (bvadd ?x396 (bvmul (_ bv256 32) ?x409))))
(let ((?x392 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x183))))
(let (($x388 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x392 (_ bv2 64)))))
(let (($x294 (or (not (= ((_ extract 31 10) ?x183) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x396) (bvmul (_ bv256 10) ((_ extract 9 0) ?x409)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x384 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x380 (and $x384 $x384 (bvult ?x409 (_ bv2 32)) $x384 $x384 (bvult ?x396 (_ bv256 32)) (and $x184 (not $x294)) (bvule ?x392 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x388)))
(not $x380))))))))))))
(check-sat)
