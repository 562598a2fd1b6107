; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_A () (_ BitVec 32))
(declare-fun width!ww_global_q_out_A () (_ BitVec 64))
(declare-fun off!ww_global_q_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_q_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_B () (_ BitVec 32))
(declare-fun width!ww_global_q_out_B () (_ BitVec 64))
(declare-fun off!ww_global_q_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_q_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (let ((?x345 (mem!positions!32 ?x356)))
 (and (bvule (_ bv0 32) ?x345) (bvule ?x345 (_ bv1023 32)))))))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x356)) ?x356))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x650 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x648 (bvadd ?x650 (_ bv0 64))))
 (let ((?x645 (mem!positions!32 ?x648)))
 (and (bvule (_ bv0 32) ?x645) (bvule ?x645 (_ bv1023 32)))))))
(assert
 (let ((?x650 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x648 (bvadd ?x650 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x648)) ?x648))))
(assert
 (let ((?x370 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x361 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x575 (concat (bvadd ?x361 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x370) (_ bv0 1))))
 (let (($x896 (= off!ww_global_q_out_A ?x575)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x460 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x461 (not $x460)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x462 (and $x302 $x461)))
 (let (($x898 (and $x462 $x896 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x898))))))))))))))
(assert
 (let ((?x612 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x613 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x605 (bvmul (_ bv576 63) ?x613)))
 (let ((?x607 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x600 (concat (bvadd ?x607 ?x605 ?x612) (_ bv0 1))))
 (let (($x627 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x619 (not $x627)))
 (let (($x620 (or $x619 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x621 (not $x620)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x615 (and $x302 $x621)))
 (let (($x170 (and $x615 (= off!ww_global_q_out_B ?x600) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x170)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x258 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x201 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x201) (bvult off!ww_global_q_out_B ?x258)))))
(check-sat)
