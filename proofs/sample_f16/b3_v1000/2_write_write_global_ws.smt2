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
 (let (($x34633 (= (_ bv4 64) width!ww_global_ws_A)))
 (let ((?x441 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x429 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15940 (concat (bvadd (_ bv1000 62) ?x429 ?x441) (_ bv0 2))))
 (let (($x225 (= off!ww_global_ws_A ?x15940)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x501 (and $x313 $x366)))
 (let (($x257 (=> (= (_ bv2 32) sel!ww_global_ws_A) (and $x501 $x225 $x34633 (= (_ bv102 32) epoch!ww_global_ws_A)))))
 (let (($x34396 (= (_ bv0 32) epoch!ww_global_ws_A)))
 (let ((?x443 (concat (bvadd ?x429 ?x441) (_ bv0 2))))
 (let (($x34955 (= off!ww_global_ws_A ?x443)))
 (let (($x403 (and $x313 v5@A $x366)))
 (let (($x289 (=> (= (_ bv0 32) sel!ww_global_ws_A) (and (and $x313 (not v5@A) $x366) $x34955 $x34633 $x34396))))
 (and (bvult sel!ww_global_ws_A (_ bv3 32)) $x289 (=> (= (_ bv1 32) sel!ww_global_ws_A) (and $x403 $x34955 $x34633 $x34396)) $x257)))))))))))))))))
(assert
 (let (($x40940 (= (_ bv4 64) width!ww_global_ws_B)))
 (let ((?x56074 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58110 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58112 (concat (bvadd (_ bv1000 62) ?x58110 ?x56074) (_ bv0 2))))
 (let (($x56061 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58108 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56061))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58109 (and $x313 $x58108)))
 (let (($x42382 (and $x58109 (= off!ww_global_ws_B ?x58112) $x40940 (= (_ bv102 32) epoch!ww_global_ws_B))))
 (let (($x40646 (= (_ bv0 32) epoch!ww_global_ws_B)))
 (let ((?x58115 (concat (bvadd ?x58110 ?x56074) (_ bv0 2))))
 (let (($x10108 (= off!ww_global_ws_B ?x58115)))
 (let (($x59011 (and $x313 v5@B $x58108)))
 (let (($x645 (=> (= (_ bv0 32) sel!ww_global_ws_B) (and (and $x313 (not v5@B) $x58108) $x10108 $x40940 $x40646))))
 (and (bvult sel!ww_global_ws_B (_ bv3 32)) $x645 (=> (= (_ bv1 32) sel!ww_global_ws_B) (and $x59011 $x10108 $x40940 $x40646)) (=> (= (_ bv2 32) sel!ww_global_ws_B) $x42382)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x41787 (bvult off!ww_global_ws_B (bvadd off!ww_global_ws_A width!ww_global_ws_A))))
(let ((?x190 (bvadd off!ww_global_ws_B width!ww_global_ws_B)))
(and (bvult off!ww_global_ws_A ?x190) $x41787))))
(check-sat)
