; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!rows () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x46 ((_ extract 31 0) (bvudiv (bvsub (bvadd (bvmul (_ bv576 64) size!rows) (_ bv256 64)) (_ bv1 64)) (_ bv256 64)))))
 (bvult ctaid.x@A ?x46)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x228 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
(let ((?x233 (bvmul (_ bv576 32) ((_ extract 31 0) size!rows))))
(let (($x237 (not (bvule ?x233 ?x228))))
(let (($x224 (= param!power (_ bv1 32))))
(let (($x238 (and $x224 $x237)))
(or $x238)))))))
(check-sat)
