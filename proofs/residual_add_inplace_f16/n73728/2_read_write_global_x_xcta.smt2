; benchmark generated from python API
(set-info :status unknown)
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
 (let (($x170 (= off!rw_global_x_xcta_A ?x211)))
 (let (($x204 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@A) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@A))))))
 (let (($x206 (or (not (= ((_ extract 31 17) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 15))) $x204)))
 (let (($x209 (not $x206)))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x210 (and $x182 $x209)))
 (let (($x76 (and $x210 $x170 (= (_ bv2 64) width!rw_global_x_xcta_A) (= (_ bv0 32) epoch!rw_global_x_xcta_A))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) $x76)))))))))))
(assert
 (let ((?x236 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x287 (= off!rw_global_x_xcta_B ?x236)))
 (let (($x226 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@B) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@B))))))
 (let (($x231 (not (= ((_ extract 31 17) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 15)))))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x234 (and $x182 (not (or $x231 $x226)))))
 (let (($x291 (and $x234 $x287 (= (_ bv2 64) width!rw_global_x_xcta_B) (= (_ bv0 32) epoch!rw_global_x_xcta_B))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) $x291))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x41 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let ((?x51 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x51) (bvult off!rw_global_x_xcta_B ?x41)))))
(assert
 (let (($x302 (= ctaid.z@A ctaid.z@B)))
(let (($x267 (= ctaid.y@A ctaid.y@B)))
(let (($x149 (= ctaid.x@A ctaid.x@B)))
(let (($x308 (and $x149 $x267 $x302)))
(not $x308))))))
(check-sat)
