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
(declare-fun epoch!ww_global_ws_epochs0-102_A () (_ BitVec 32))
(declare-fun width!ww_global_ws_epochs0-102_A () (_ BitVec 64))
(declare-fun off!ww_global_ws_epochs0-102_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ws_epochs0-102_A () (_ BitVec 32))
(declare-fun v5@A () Bool)
(declare-fun epoch!ww_global_ws_epochs0-102_B () (_ BitVec 32))
(declare-fun width!ww_global_ws_epochs0-102_B () (_ BitVec 64))
(declare-fun off!ww_global_ws_epochs0-102_B () (_ BitVec 64))
(declare-fun sel!ww_global_ws_epochs0-102_B () (_ BitVec 32))
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
 (let (($x1730 (= (_ bv4 64) width!ww_global_ws_epochs0-102_A)))
 (let ((?x442 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x393 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15917 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x5085 (= off!ww_global_ws_epochs0-102_A ?x15917)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15726 (and $x313 $x366)))
 (let (($x102 (=> (= (_ bv2 32) sel!ww_global_ws_epochs0-102_A) (and $x15726 $x5085 $x1730 (= (_ bv102 32) epoch!ww_global_ws_epochs0-102_A)))))
 (let (($x735 (= (_ bv0 32) epoch!ww_global_ws_epochs0-102_A)))
 (let ((?x444 (concat (bvadd ?x393 ?x442) (_ bv0 2))))
 (let (($x1729 (= off!ww_global_ws_epochs0-102_A ?x444)))
 (let (($x394 (and $x313 v5@A $x366)))
 (let (($x2055 (=> (= (_ bv1 32) sel!ww_global_ws_epochs0-102_A) (and $x394 $x1729 $x1730 $x735))))
 (let (($x1913 (=> (= (_ bv0 32) sel!ww_global_ws_epochs0-102_A) (and (and $x313 (not v5@A) $x366) $x1729 $x1730 $x735))))
 (and (bvult sel!ww_global_ws_epochs0-102_A (_ bv3 32)) $x1913 $x2055 $x102))))))))))))))))))
(assert
 (let (($x1160 (= (_ bv4 64) width!ww_global_ws_epochs0-102_B)))
 (let ((?x56067 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58103 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58105 (concat (bvadd (_ bv1000 62) ?x58103 ?x56067) (_ bv0 2))))
 (let (($x56054 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58101 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56054))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58102 (and $x313 $x58101)))
 (let (($x30623 (and $x58102 (= off!ww_global_ws_epochs0-102_B ?x58105) $x1160 (= (_ bv102 32) epoch!ww_global_ws_epochs0-102_B))))
 (let (($x20743 (= (_ bv0 32) epoch!ww_global_ws_epochs0-102_B)))
 (let ((?x58108 (concat (bvadd ?x58103 ?x56067) (_ bv0 2))))
 (let (($x1163 (= off!ww_global_ws_epochs0-102_B ?x58108)))
 (let (($x59004 (and $x313 v5@B $x58101)))
 (let (($x21579 (=> (= (_ bv1 32) sel!ww_global_ws_epochs0-102_B) (and $x59004 $x1163 $x1160 $x20743))))
 (let (($x107 (=> (= (_ bv0 32) sel!ww_global_ws_epochs0-102_B) (and (and $x313 (not v5@B) $x58101) $x1163 $x1160 $x20743))))
 (and (bvult sel!ww_global_ws_epochs0-102_B (_ bv3 32)) $x107 $x21579 (=> (= (_ bv2 32) sel!ww_global_ws_epochs0-102_B) $x30623))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x186 (bvadd off!ww_global_ws_epochs0-102_A width!ww_global_ws_epochs0-102_A)))
 (let ((?x41206 (bvadd off!ww_global_ws_epochs0-102_B width!ww_global_ws_epochs0-102_B)))
 (and (bvult off!ww_global_ws_epochs0-102_A ?x41206) (bvult off!ww_global_ws_epochs0-102_B ?x186)))))
(assert
 (let (($x1231 (= ctaid.z@A ctaid.z@B)))
 (let (($x1230 (= ctaid.y@A ctaid.y@B)))
 (let (($x19574 (= ctaid.x@A ctaid.x@B)))
 (and $x19574 $x1230 $x1231)))))
(assert
 (= epoch!ww_global_ws_epochs0-102_A epoch!ww_global_ws_epochs0-102_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
