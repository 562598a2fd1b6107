; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x70307 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x70308 (bvadd ?x70307 (_ bv0 64))))
 (let ((?x71048 (mem!seq_lens!32 ?x70308)))
 (and (bvule (_ bv0 32) ?x71048) (bvule ?x71048 (_ bv8192 32)))))))
(assert
 (let ((?x70307 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x70308 (bvadd ?x70307 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x70308)) ?x70308))))
(assert
 (let (($x4811 (= (_ bv2 32) epoch!ww_global_out_A)))
 (let (($x4696 (= (_ bv2 64) width!ww_global_out_A)))
 (let ((?x52516 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@A)) (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x52513 (concat ?x52516 (_ bv0 8))))
 (let ((?x52567 (concat (_ bv0 31) tid.x@A)))
 (let ((?x52235 (concat (bvadd ?x52567 ?x52513) (_ bv0 1))))
 (let ((?x53651 (bvadd (_ bv1536 64) ?x52235)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x2892 (=> (= (_ bv3 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A ?x53651) $x4696 $x4811))))
 (let (($x4088 (=> (= (_ bv2 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv1024 64) ?x52235)) $x4696 $x4811))))
 (let (($x4557 (=> (= (_ bv1 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv512 64) ?x52235)) $x4696 $x4811))))
 (let (($x4494 (=> (= (_ bv0 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A ?x52235) $x4696 $x4811))))
 (and (bvult sel!ww_global_out_A (_ bv4 32)) $x4494 $x4557 $x4088 $x2892))))))))))))))
(assert
 (let (($x46184 (= (_ bv2 32) epoch!ww_global_out_B)))
 (let (($x16871 (= (_ bv2 64) width!ww_global_out_B)))
 (let ((?x71137 ((_ extract 29 0) ctaid.x@B)))
 (let ((?x71138 (concat (_ bv0 23) ?x71137 (_ bv0 2))))
 (let ((?x71139 (concat (_ bv0 23) ctaid.y@B)))
 (let ((?x71140 (bvmul (_ bv4 55) ?x71139)))
 (let ((?x71143 (concat (_ bv0 31) tid.x@B)))
 (let ((?x71145 (concat (bvadd ?x71143 (concat (bvadd ?x71140 ?x71138) (_ bv0 8))) (_ bv0 1))))
 (let ((?x71146 (bvadd (_ bv1536 64) ?x71145)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x3349 (=> (= (_ bv3 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x71146) $x16871 $x46184))))
 (let (($x3343 (=> (= (_ bv2 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv1024 64) ?x71145)) $x16871 $x46184))))
 (let (($x4082 (=> (= (_ bv1 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv512 64) ?x71145)) $x16871 $x46184))))
 (let (($x2890 (=> (= (_ bv0 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x71145) $x16871 $x46184))))
 (and (bvult sel!ww_global_out_B (_ bv4 32)) $x2890 $x4082 $x3343 $x3349))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3452 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let (($x4359 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x4359 $x3452))))
(assert
 (let ((?x13553 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x4369 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x4369 tid.x@A) (concat ?x13553 tid.x@B)))))
(check-sat)
