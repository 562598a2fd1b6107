; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv294912 64)))
(assert
 (let ((?x298 ((_ extract 20 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x302 ((_ zero_extend 11) (bvudiv ?x298 (_ bv512 21)))))
(let ((?x309 ((_ zero_extend 11) (bvudiv (bvurem ?x298 (_ bv512 21)) (_ bv2 21)))))
(let ((?x333 (bvadd ?x309 (bvmul (_ bv256 32) ?x302))))
(let ((?x320 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x333))))
(let (($x310 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x320 (_ bv2 64)))))
(let (($x327 (or (not (= ((_ extract 31 19) ?x333) (_ bv0 13))) (bvule (_ bv294912 19) (bvadd ((_ extract 18 0) ?x309) (bvmul (_ bv256 19) ((_ extract 18 0) ?x302)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x318 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x315 (and $x318 $x318 (bvult ?x302 (_ bv1152 32)) $x318 $x318 (bvult ?x309 (_ bv256 32)) (and $x183 (not $x327)) (bvule ?x320 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x310)))
(not $x315))))))))))))
(check-sat)
