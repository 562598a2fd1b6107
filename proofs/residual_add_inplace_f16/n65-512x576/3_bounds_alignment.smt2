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
 (let ((?x226 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x228 (bvadd tid.x@A ?x226)))
(let ((?x242 (concat (_ bv0 32) ?x228)))
(let ((?x245 (bvmul (_ bv2 64) ?x242)))
(let ((?x243 (bvadd base!x ?x245)))
(let (($x384 (or (bvult (bvmul (_ bv1152 64) size!rows) (_ bv2 64)) (not (bvule ?x245 (bvsub (bvmul (_ bv1152 64) size!rows) (_ bv2 64)))))))
(let (($x237 (not (bvule (bvmul (_ bv576 32) ((_ extract 31 0) size!rows)) ?x228))))
(let (($x224 (= param!power (_ bv1 32))))
(let (($x238 (and $x224 $x237)))
(let (($x753 (and $x238 (or $x384 (and (distinct (bvand ?x243 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x545 (and $x238 (or $x384 (and (distinct (bvand (bvadd base!y ?x245) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x753 $x545 $x753)))))))))))))
(check-sat)
