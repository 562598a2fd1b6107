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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x935 (bvadd (concat (_ bv0 25) ctaid.x@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@A)))))
 (let ((?x938 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x935 (_ bv0 6))) (_ bv0 1))))
 (let (($x158 (= off!ww_global_out_A ?x938)))
 (let ((?x259 ((_ extract 31 6) tid.x@A)))
 (let (($x842 (= ?x259 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x813 (and $x206 $x842)))
 (let (($x1475 (and $x813 $x158 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv2 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x1475)))))))))))
(assert
 (let ((?x1278 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@B))))
 (let ((?x1279 (concat (_ bv0 25) ctaid.x@B)))
 (let ((?x1282 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1284 (concat (bvadd ?x1282 (concat (bvadd ?x1279 ?x1278) (_ bv0 6))) (_ bv0 1))))
 (let ((?x1274 ((_ extract 31 6) tid.x@B)))
 (let (($x1275 (= ?x1274 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1276 (and $x206 $x1275)))
 (let (($x116 (and $x1276 (= off!ww_global_out_B ?x1284) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv2 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x116))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1456 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let ((?x88 (bvadd off!ww_global_out_B width!ww_global_out_B)))
 (and (bvult off!ww_global_out_A ?x88) (bvult off!ww_global_out_B ?x1456)))))
(assert
 (let ((?x1627 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1622 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1622 tid.x@A) (concat ?x1627 tid.x@B)))))
(check-sat)
