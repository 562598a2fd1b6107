; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!rows () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (and (bvule (_ bv65 64) size!rows) (bvule size!rows (_ bv512 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!rows)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!rows)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (let ((?x40 (bvmul (_ bv576 64) size!rows)))
 (bvult elem0_0 ?x40)))
(assert
 (let ((?x266 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x279 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x266 (_ bv0 64))) (_ bv512 21)) (_ bv2 21)))))
(let ((?x286 (bvadd ?x279 (bvmul (_ bv256 32) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x266 (_ bv0 64))) (_ bv512 21)))))))
(let (($x224 (= param!power (_ bv1 32))))
(let (($x280 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x46 ((_ extract 31 0) (bvudiv (bvsub (bvadd (bvmul (_ bv576 64) size!rows) (_ bv256 64)) (_ bv1 64)) (_ bv256 64)))))
(let ((?x273 ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x266 (_ bv0 64))) (_ bv512 21)))))
(let (($x293 (and $x280 $x280 (bvult ?x273 ?x46) $x280 $x280 (bvult ?x279 (_ bv256 32)) (and $x224 (not (bvule (bvmul (_ bv576 32) ((_ extract 31 0) size!rows)) ?x286))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x286)) ?x266))))
(not $x293))))))))))
(check-sat)
