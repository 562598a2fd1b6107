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
(declare-fun epoch!rw_global_x_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_x_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_x_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_x_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_x_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_epoch0_B () (_ BitVec 32))
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
 (let (($x197 (= off!rw_global_x_epoch0_A ?x245)))
 (let ((?x228 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x233 (bvmul (_ bv576 32) ((_ extract 31 0) size!rows))))
 (let (($x237 (not (bvule ?x233 ?x228))))
 (let (($x224 (= param!power (_ bv1 32))))
 (let (($x238 (and $x224 $x237)))
 (let (($x171 (and $x238 $x197 (= (_ bv2 64) width!rw_global_x_epoch0_A) (= (_ bv0 32) epoch!rw_global_x_epoch0_A))))
 (and (bvult sel!rw_global_x_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_epoch0_A) $x171)))))))))))
(assert
 (let ((?x262 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x332 (= off!rw_global_x_epoch0_B ?x262)))
 (let ((?x257 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x233 (bvmul (_ bv576 32) ((_ extract 31 0) size!rows))))
 (let (($x259 (not (bvule ?x233 ?x257))))
 (let (($x224 (= param!power (_ bv1 32))))
 (let (($x260 (and $x224 $x259)))
 (let (($x108 (and $x260 $x332 (= (_ bv2 64) width!rw_global_x_epoch0_B) (= (_ bv0 32) epoch!rw_global_x_epoch0_B))))
 (and (bvult sel!rw_global_x_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_epoch0_B) $x108)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x154 (bvadd off!rw_global_x_epoch0_A width!rw_global_x_epoch0_A)))
 (let (($x194 (bvult off!rw_global_x_epoch0_A (bvadd off!rw_global_x_epoch0_B width!rw_global_x_epoch0_B))))
 (and $x194 (bvult off!rw_global_x_epoch0_B ?x154)))))
(assert
 (let (($x155 (= ctaid.z@A ctaid.z@B)))
 (let (($x203 (= ctaid.y@A ctaid.y@B)))
 (let (($x326 (= ctaid.x@A ctaid.x@B)))
 (and $x326 $x203 $x155)))))
(assert
 (= epoch!rw_global_x_epoch0_A epoch!rw_global_x_epoch0_B))
(check-sat)
