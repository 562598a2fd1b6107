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
 (let (($x168 (= off!ww_global_x_A ?x211)))
 (let (($x204 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@A) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@A))))))
 (let (($x206 (or (not (= ((_ extract 31 17) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 15))) $x204)))
 (let (($x209 (not $x206)))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x210 (and $x182 $x209)))
 (let (($x315 (and $x210 $x168 (= (_ bv2 64) width!ww_global_x_A) (= (_ bv0 32) epoch!ww_global_x_A))))
 (and (bvult sel!ww_global_x_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) $x315)))))))))))
(assert
 (let ((?x236 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x334 (= off!ww_global_x_B ?x236)))
 (let (($x226 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@B) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@B))))))
 (let (($x231 (not (= ((_ extract 31 17) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 15)))))
 (let (($x182 (= param!power (_ bv1 32))))
 (let (($x234 (and $x182 (not (or $x231 $x226)))))
 (let (($x101 (and $x234 $x334 (= (_ bv2 64) width!ww_global_x_B) (= (_ bv0 32) epoch!ww_global_x_B))))
 (and (bvult sel!ww_global_x_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_B) $x101))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x108 (bvult off!ww_global_x_B (bvadd off!ww_global_x_A width!ww_global_x_A))))
(let ((?x84 (bvadd off!ww_global_x_B width!ww_global_x_B)))
(and (bvult off!ww_global_x_A ?x84) $x108))))
(check-sat)
