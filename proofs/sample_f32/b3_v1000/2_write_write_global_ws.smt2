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
(declare-fun epoch!ww_global_ws_A () (_ BitVec 32))
(declare-fun width!ww_global_ws_A () (_ BitVec 64))
(declare-fun off!ww_global_ws_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ws_A () (_ BitVec 32))
(declare-fun v5@A () Bool)
(declare-fun epoch!ww_global_ws_B () (_ BitVec 32))
(declare-fun width!ww_global_ws_B () (_ BitVec 64))
(declare-fun off!ww_global_ws_B () (_ BitVec 64))
(declare-fun sel!ww_global_ws_B () (_ BitVec 32))
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
 (let (($x37174 (= (_ bv4 64) width!ww_global_ws_A)))
 (let ((?x442 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x393 (concat (_ bv0 30) tid.x@A)))
 (let ((?x16712 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x225 (= off!ww_global_ws_A ?x16712)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x15885 (and $x313 $x366)))
 (let (($x257 (=> (= (_ bv2 32) sel!ww_global_ws_A) (and $x15885 $x225 $x37174 (= (_ bv102 32) epoch!ww_global_ws_A)))))
 (let (($x36889 (= (_ bv0 32) epoch!ww_global_ws_A)))
 (let ((?x444 (concat (bvadd ?x393 ?x442) (_ bv0 2))))
 (let (($x37460 (= off!ww_global_ws_A ?x444)))
 (let (($x486 (and $x313 v5@A $x366)))
 (let (($x289 (=> (= (_ bv0 32) sel!ww_global_ws_A) (and (and $x313 (not v5@A) $x366) $x37460 $x37174 $x36889))))
 (and (bvult sel!ww_global_ws_A (_ bv3 32)) $x289 (=> (= (_ bv1 32) sel!ww_global_ws_A) (and $x486 $x37460 $x37174 $x36889)) $x257)))))))))))))))))
(assert
 (let (($x43545 (= (_ bv4 64) width!ww_global_ws_B)))
 (let ((?x58215 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x60251 (concat (_ bv0 30) tid.x@B)))
 (let ((?x60253 (concat (bvadd (_ bv1000 62) ?x60251 ?x58215) (_ bv0 2))))
 (let (($x58202 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x60249 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x58202))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x60250 (and $x313 $x60249)))
 (let (($x44970 (and $x60250 (= off!ww_global_ws_B ?x60253) $x43545 (= (_ bv102 32) epoch!ww_global_ws_B))))
 (let (($x42969 (= (_ bv0 32) epoch!ww_global_ws_B)))
 (let ((?x60256 (concat (bvadd ?x60251 ?x58215) (_ bv0 2))))
 (let (($x10103 (= off!ww_global_ws_B ?x60256)))
 (let (($x61152 (and $x313 v5@B $x60249)))
 (let (($x876 (=> (= (_ bv0 32) sel!ww_global_ws_B) (and (and $x313 (not v5@B) $x60249) $x10103 $x43545 $x42969))))
 (and (bvult sel!ww_global_ws_B (_ bv3 32)) $x876 (=> (= (_ bv1 32) sel!ww_global_ws_B) (and $x61152 $x10103 $x43545 $x42969)) (=> (= (_ bv2 32) sel!ww_global_ws_B) $x44970)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x44401 (bvult off!ww_global_ws_B (bvadd off!ww_global_ws_A width!ww_global_ws_A))))
(let ((?x190 (bvadd off!ww_global_ws_B width!ww_global_ws_B)))
(and (bvult off!ww_global_ws_A ?x190) $x44401))))
(check-sat)
