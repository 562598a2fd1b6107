; benchmark generated from python API
(set-info :status unknown)
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
(declare-fun epoch!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_xcta_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv288 32)))
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
 (bvult ctaid.x@B (_ bv288 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x211 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x173 (= off!rw_global_x_xcta_A ?x211)))
 (let (($x204 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@A) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@A))))))
 (let (($x206 (or (not (= ((_ extract 31 17) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 15))) $x204)))
 (let (($x209 (not $x206)))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x210 (and $x182 $x209)))
 (let (($x172 (and $x210 $x173 (= (_ bv2 64) width!rw_global_x_xcta_A) (= (_ bv0 32) epoch!rw_global_x_xcta_A))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) $x172)))))))))))
(assert
 (let ((?x248 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x95 (= off!rw_global_x_xcta_B ?x248)))
 (let (($x178 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@B) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@B))))))
 (let (($x229 (not (= ((_ extract 31 17) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 15)))))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x222 (and $x182 (not (or $x229 $x178)))))
 (let (($x106 (and $x222 $x95 (= (_ bv2 64) width!rw_global_x_xcta_B) (= (_ bv0 32) epoch!rw_global_x_xcta_B))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) $x106))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x160 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let ((?x94 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x94) (bvult off!rw_global_x_xcta_B ?x160)))))
(assert
 (let (($x118 (= ctaid.z@A ctaid.z@B)))
(let (($x77 (= ctaid.y@A ctaid.y@B)))
(let (($x337 (= ctaid.x@A ctaid.x@B)))
(let (($x113 (and $x337 $x77 $x118)))
(not $x113))))))
(check-sat)
