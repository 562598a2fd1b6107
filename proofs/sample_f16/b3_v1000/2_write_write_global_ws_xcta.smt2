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
(declare-fun epoch!ww_global_ws_xcta_A () (_ BitVec 32))
(declare-fun width!ww_global_ws_xcta_A () (_ BitVec 64))
(declare-fun off!ww_global_ws_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ws_xcta_A () (_ BitVec 32))
(declare-fun v5@A () Bool)
(declare-fun epoch!ww_global_ws_xcta_B () (_ BitVec 32))
(declare-fun width!ww_global_ws_xcta_B () (_ BitVec 64))
(declare-fun off!ww_global_ws_xcta_B () (_ BitVec 64))
(declare-fun sel!ww_global_ws_xcta_B () (_ BitVec 32))
(declare-fun v5@B () Bool)
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x818 (= (_ bv4 64) width!ww_global_ws_xcta_A)))
 (let ((?x441 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x429 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15940 (concat (bvadd (_ bv1000 62) ?x429 ?x441) (_ bv0 2))))
 (let (($x1316 (= off!ww_global_ws_xcta_A ?x15940)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15227 (and $x313 $x366)))
 (let (($x1506 (=> (= (_ bv2 32) sel!ww_global_ws_xcta_A) (and $x15227 $x1316 $x818 (= (_ bv102 32) epoch!ww_global_ws_xcta_A)))))
 (let (($x88 (= (_ bv0 32) epoch!ww_global_ws_xcta_A)))
 (let ((?x443 (concat (bvadd ?x429 ?x441) (_ bv0 2))))
 (let (($x1987 (= off!ww_global_ws_xcta_A ?x443)))
 (let (($x403 (and $x313 v5@A $x366)))
 (let (($x6381 (=> (= (_ bv0 32) sel!ww_global_ws_xcta_A) (and (and $x313 (not v5@A) $x366) $x1987 $x818 $x88))))
 (and (bvult sel!ww_global_ws_xcta_A (_ bv3 32)) $x6381 (=> (= (_ bv1 32) sel!ww_global_ws_xcta_A) (and $x403 $x1987 $x818 $x88)) $x1506)))))))))))))))))
(assert
 (let (($x1431 (= (_ bv4 64) width!ww_global_ws_xcta_B)))
 (let ((?x56075 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58111 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58113 (concat (bvadd (_ bv1000 62) ?x58111 ?x56075) (_ bv0 2))))
 (let (($x56062 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58109 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56062))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58110 (and $x313 $x58109)))
 (let (($x183 (and $x58110 (= off!ww_global_ws_xcta_B ?x58113) $x1431 (= (_ bv102 32) epoch!ww_global_ws_xcta_B))))
 (let (($x1576 (= (_ bv0 32) epoch!ww_global_ws_xcta_B)))
 (let ((?x58116 (concat (bvadd ?x58111 ?x56075) (_ bv0 2))))
 (let (($x1433 (= off!ww_global_ws_xcta_B ?x58116)))
 (let (($x59012 (and $x313 v5@B $x58109)))
 (let (($x1577 (=> (= (_ bv0 32) sel!ww_global_ws_xcta_B) (and (and $x313 (not v5@B) $x58109) $x1433 $x1431 $x1576))))
 (and (bvult sel!ww_global_ws_xcta_B (_ bv3 32)) $x1577 (=> (= (_ bv1 32) sel!ww_global_ws_xcta_B) (and $x59012 $x1433 $x1431 $x1576)) (=> (= (_ bv2 32) sel!ww_global_ws_xcta_B) $x183)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x12614 (bvult off!ww_global_ws_xcta_B (bvadd off!ww_global_ws_xcta_A width!ww_global_ws_xcta_A))))
 (let ((?x34399 (bvadd off!ww_global_ws_xcta_B width!ww_global_ws_xcta_B)))
 (and (bvult off!ww_global_ws_xcta_A ?x34399) $x12614))))
(assert
 (let (($x1385 (= ctaid.z@A ctaid.z@B)))
 (let (($x1306 (= ctaid.y@A ctaid.y@B)))
 (let (($x1384 (= ctaid.x@A ctaid.x@B)))
 (let (($x1383 (and $x1384 $x1306 $x1385)))
 (not $x1383))))))
(assert
 (let ((?x1353 (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B)))
(let ((?x3373 (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A)))
(bvult ?x3373 ?x1353))))
(check-sat)
