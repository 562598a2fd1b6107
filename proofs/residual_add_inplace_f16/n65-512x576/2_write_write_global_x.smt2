; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!rows () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_x_A () (_ BitVec 32))
(declare-fun width!ww_global_x_A () (_ BitVec 64))
(declare-fun off!ww_global_x_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_x_A () (_ BitVec 32))
(declare-fun epoch!ww_global_x_B () (_ BitVec 32))
(declare-fun width!ww_global_x_B () (_ BitVec 64))
(declare-fun off!ww_global_x_B () (_ BitVec 64))
(declare-fun sel!ww_global_x_B () (_ BitVec 32))
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
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x46 ((_ extract 31 0) (bvudiv (bvsub (bvadd (bvmul (_ bv576 64) size!rows) (_ bv256 64)) (_ bv1 64)) (_ bv256 64)))))
 (bvult ctaid.x@A ?x46)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x46 ((_ extract 31 0) (bvudiv (bvsub (bvadd (bvmul (_ bv576 64) size!rows) (_ bv256 64)) (_ bv1 64)) (_ bv256 64)))))
 (bvult ctaid.x@B ?x46)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x245 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x112 (= off!ww_global_x_A ?x245)))
 (let ((?x228 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x233 (bvmul (_ bv576 32) ((_ extract 31 0) size!rows))))
 (let (($x237 (not (bvule ?x233 ?x228))))
 (let (($x224 (= param!power (_ bv1 32))))
 (let (($x238 (and $x224 $x237)))
 (let (($x153 (and $x238 $x112 (= (_ bv2 64) width!ww_global_x_A) (= (_ bv0 32) epoch!ww_global_x_A))))
 (and (bvult sel!ww_global_x_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) $x153)))))))))))
(assert
 (let ((?x262 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x103 (= off!ww_global_x_B ?x262)))
 (let ((?x257 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x233 (bvmul (_ bv576 32) ((_ extract 31 0) size!rows))))
 (let (($x259 (not (bvule ?x233 ?x257))))
 (let (($x224 (= param!power (_ bv1 32))))
 (let (($x260 (and $x224 $x259)))
 (let (($x87 (and $x260 $x103 (= (_ bv2 64) width!ww_global_x_B) (= (_ bv0 32) epoch!ww_global_x_B))))
 (and (bvult sel!ww_global_x_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_B) $x87)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x58 (bvadd off!ww_global_x_A width!ww_global_x_A)))
 (let (($x342 (bvult off!ww_global_x_A (bvadd off!ww_global_x_B width!ww_global_x_B))))
 (and $x342 (bvult off!ww_global_x_B ?x58)))))
(assert
 (let ((?x437 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x432 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x432 tid.x@A) (concat ?x437 tid.x@B)))))
(check-sat)
