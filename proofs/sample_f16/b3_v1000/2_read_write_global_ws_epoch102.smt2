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
(declare-fun epoch!rw_global_ws_epoch102_A () (_ BitVec 32))
(declare-fun width!rw_global_ws_epoch102_A () (_ BitVec 64))
(declare-fun off!rw_global_ws_epoch102_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_ws_epoch102_A () (_ BitVec 32))
(declare-fun epoch!rw_global_ws_epoch102_B () (_ BitVec 32))
(declare-fun width!rw_global_ws_epoch102_B () (_ BitVec 64))
(declare-fun off!rw_global_ws_epoch102_B () (_ BitVec 64))
(declare-fun sel!rw_global_ws_epoch102_B () (_ BitVec 32))
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
 (let ((?x441 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x429 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15940 (concat (bvadd (_ bv1000 62) ?x429 ?x441) (_ bv0 2))))
 (let (($x38115 (= off!rw_global_ws_epoch102_A ?x15940)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15227 (and $x313 $x366)))
 (let (($x37829 (and $x15227 $x38115 (= (_ bv4 64) width!rw_global_ws_epoch102_A) (= (_ bv102 32) epoch!rw_global_ws_epoch102_A))))
 (and (bvult sel!rw_global_ws_epoch102_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_A) $x37829))))))))))))
(assert
 (let ((?x56075 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58111 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58116 (concat (bvadd ?x58111 ?x56075) (_ bv0 2))))
 (let (($x56062 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58109 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56062))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58110 (and $x313 $x58109)))
 (let (($x1472 (and $x58110 (= off!rw_global_ws_epoch102_B ?x58116) (= (_ bv4 64) width!rw_global_ws_epoch102_B) (= (_ bv102 32) epoch!rw_global_ws_epoch102_B))))
 (and (bvult sel!rw_global_ws_epoch102_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_B) $x1472)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x854 (bvult off!rw_global_ws_epoch102_B (bvadd off!rw_global_ws_epoch102_A width!rw_global_ws_epoch102_A))))
 (let ((?x1208 (bvadd off!rw_global_ws_epoch102_B width!rw_global_ws_epoch102_B)))
 (and (bvult off!rw_global_ws_epoch102_A ?x1208) $x854))))
(assert
 (let (($x1385 (= ctaid.z@A ctaid.z@B)))
 (let (($x1306 (= ctaid.y@A ctaid.y@B)))
 (let (($x1384 (= ctaid.x@A ctaid.x@B)))
 (and $x1384 $x1306 $x1385)))))
(assert
 (= epoch!rw_global_ws_epoch102_A epoch!rw_global_ws_epoch102_B))
(check-sat)
