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
 (let (($x34670 (= (_ bv4 64) width!ww_global_ws_A)))
 (let ((?x442 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x393 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15917 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x225 (= off!ww_global_ws_A ?x15917)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x498 (and $x313 $x366)))
 (let (($x257 (=> (= (_ bv2 32) sel!ww_global_ws_A) (and $x498 $x225 $x34670 (= (_ bv102 32) epoch!ww_global_ws_A)))))
 (let (($x34364 (= (_ bv0 32) epoch!ww_global_ws_A)))
 (let ((?x444 (concat (bvadd ?x393 ?x442) (_ bv0 2))))
 (let (($x34943 (= off!ww_global_ws_A ?x444)))
 (let (($x394 (and $x313 v5@A $x366)))
 (let (($x289 (=> (= (_ bv0 32) sel!ww_global_ws_A) (and (and $x313 (not v5@A) $x366) $x34943 $x34670 $x34364))))
 (and (bvult sel!ww_global_ws_A (_ bv3 32)) $x289 (=> (= (_ bv1 32) sel!ww_global_ws_A) (and $x394 $x34943 $x34670 $x34364)) $x257)))))))))))))))))
(assert
 (let (($x40943 (= (_ bv4 64) width!ww_global_ws_B)))
 (let ((?x56066 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58102 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58104 (concat (bvadd (_ bv1000 62) ?x58102 ?x56066) (_ bv0 2))))
 (let (($x56053 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58100 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56053))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58101 (and $x313 $x58100)))
 (let (($x42365 (and $x58101 (= off!ww_global_ws_B ?x58104) $x40943 (= (_ bv102 32) epoch!ww_global_ws_B))))
 (let (($x40923 (= (_ bv0 32) epoch!ww_global_ws_B)))
 (let ((?x58107 (concat (bvadd ?x58102 ?x56066) (_ bv0 2))))
 (let (($x10090 (= off!ww_global_ws_B ?x58107)))
 (let (($x59003 (and $x313 v5@B $x58100)))
 (let (($x667 (=> (= (_ bv0 32) sel!ww_global_ws_B) (and (and $x313 (not v5@B) $x58100) $x10090 $x40943 $x40923))))
 (and (bvult sel!ww_global_ws_B (_ bv3 32)) $x667 (=> (= (_ bv1 32) sel!ww_global_ws_B) (and $x59003 $x10090 $x40943 $x40923)) (=> (= (_ bv2 32) sel!ww_global_ws_B) $x42365)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x41803 (bvult off!ww_global_ws_B (bvadd off!ww_global_ws_A width!ww_global_ws_A))))
(let ((?x190 (bvadd off!ww_global_ws_B width!ww_global_ws_B)))
(and (bvult off!ww_global_ws_A ?x190) $x41803))))
(check-sat)
