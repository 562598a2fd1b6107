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
 (let ((?x1427 (bvadd (concat (_ bv0 25) ctaid.x@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@A)))))
 (let ((?x1430 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x1427 (_ bv0 6))) (_ bv0 1))))
 (let (($x114 (= off!ww_global_out_A ?x1430)))
 (let ((?x215 ((_ extract 31 6) tid.x@A)))
 (let (($x217 (= ?x215 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1208 (and $x206 $x217)))
 (let (($x100 (and $x1208 $x114 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv3 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x100)))))))))))
(assert
 (let ((?x1291 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@B))))
 (let ((?x1394 (concat (_ bv0 25) ctaid.x@B)))
 (let ((?x1421 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1398 (concat (bvadd ?x1421 (concat (bvadd ?x1394 ?x1291) (_ bv0 6))) (_ bv0 1))))
 (let ((?x1400 ((_ extract 31 6) tid.x@B)))
 (let (($x1354 (= ?x1400 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1397 (and $x206 $x1354)))
 (let (($x80 (and $x1397 (= off!ww_global_out_B ?x1398) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv3 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x80))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x98 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let ((?x97 (bvadd off!ww_global_out_B width!ww_global_out_B)))
 (and (bvult off!ww_global_out_A ?x97) $x98))))
(assert
 (let ((?x432 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x427 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x427 tid.x@A) (concat ?x432 tid.x@B)))))
(check-sat)
