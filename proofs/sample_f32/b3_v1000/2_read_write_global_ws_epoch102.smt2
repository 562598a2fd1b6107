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
 (let ((?x442 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x393 (concat (_ bv0 30) tid.x@A)))
 (let ((?x16712 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x3200 (= off!rw_global_ws_epoch102_A ?x16712)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15885 (and $x313 $x366)))
 (let (($x22584 (and $x15885 $x3200 (= (_ bv4 64) width!rw_global_ws_epoch102_A) (= (_ bv102 32) epoch!rw_global_ws_epoch102_A))))
 (and (bvult sel!rw_global_ws_epoch102_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_A) $x22584))))))))))))
(assert
 (let ((?x58215 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x60251 (concat (_ bv0 30) tid.x@B)))
 (let ((?x60256 (concat (bvadd ?x60251 ?x58215) (_ bv0 2))))
 (let (($x58202 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x60249 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x58202))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x60250 (and $x313 $x60249)))
 (let (($x9903 (and $x60250 (= off!rw_global_ws_epoch102_B ?x60256) (= (_ bv4 64) width!rw_global_ws_epoch102_B) (= (_ bv102 32) epoch!rw_global_ws_epoch102_B))))
 (and (bvult sel!rw_global_ws_epoch102_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_B) $x9903)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x23439 (bvult off!rw_global_ws_epoch102_B (bvadd off!rw_global_ws_epoch102_A width!rw_global_ws_epoch102_A))))
 (let ((?x21118 (bvadd off!rw_global_ws_epoch102_B width!rw_global_ws_epoch102_B)))
 (and (bvult off!rw_global_ws_epoch102_A ?x21118) $x23439))))
(assert
 (let (($x1037 (= ctaid.z@A ctaid.z@B)))
 (let (($x17039 (= ctaid.y@A ctaid.y@B)))
 (let (($x17110 (= ctaid.x@A ctaid.x@B)))
 (and $x17110 $x17039 $x1037)))))
(assert
 (= epoch!rw_global_ws_epoch102_A epoch!rw_global_ws_epoch102_B))
(check-sat)
