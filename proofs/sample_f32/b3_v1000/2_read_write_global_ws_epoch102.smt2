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
 (let ((?x15917 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x1452 (= off!rw_global_ws_epoch102_A ?x15917)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15726 (and $x313 $x366)))
 (let (($x812 (and $x15726 $x1452 (= (_ bv4 64) width!rw_global_ws_epoch102_A) (= (_ bv102 32) epoch!rw_global_ws_epoch102_A))))
 (and (bvult sel!rw_global_ws_epoch102_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_A) $x812))))))))))))
(assert
 (let ((?x56067 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58103 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58108 (concat (bvadd ?x58103 ?x56067) (_ bv0 2))))
 (let (($x56054 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58101 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56054))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58102 (and $x313 $x58101)))
 (let (($x717 (and $x58102 (= off!rw_global_ws_epoch102_B ?x58108) (= (_ bv4 64) width!rw_global_ws_epoch102_B) (= (_ bv102 32) epoch!rw_global_ws_epoch102_B))))
 (and (bvult sel!rw_global_ws_epoch102_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_B) $x717)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x37806 (bvadd off!rw_global_ws_epoch102_A width!rw_global_ws_epoch102_A)))
 (let ((?x37741 (bvadd off!rw_global_ws_epoch102_B width!rw_global_ws_epoch102_B)))
 (and (bvult off!rw_global_ws_epoch102_A ?x37741) (bvult off!rw_global_ws_epoch102_B ?x37806)))))
(assert
 (let (($x1231 (= ctaid.z@A ctaid.z@B)))
 (let (($x1230 (= ctaid.y@A ctaid.y@B)))
 (let (($x19574 (= ctaid.x@A ctaid.x@B)))
 (and $x19574 $x1230 $x1231)))))
(assert
 (= epoch!rw_global_ws_epoch102_A epoch!rw_global_ws_epoch102_B))
(check-sat)
