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
 (let ((?x65644 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x65668 (bvadd ?x65644 (_ bv0 64))))
 (let ((?x66342 (mem!seq_lens!32 ?x65668)))
 (and (bvule (_ bv0 32) ?x66342) (bvule ?x66342 (_ bv8192 32)))))))
(assert
 (let ((?x65644 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x65668 (bvadd ?x65644 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x65668)) ?x65668))))
(assert
 (let (($x207 (= (_ bv7 32) epoch!ww_global_out_A)))
 (let (($x30750 (= (_ bv2 64) width!ww_global_out_A)))
 (let ((?x50787 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@A)) (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x50790 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x50787 (_ bv0 8))) (_ bv0 1))))
 (let ((?x50362 (bvadd (_ bv1536 64) ?x50790)))
 (let (($x6069 (= off!ww_global_out_A ?x50362)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x5901 (=> (= (_ bv2 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv1024 64) ?x50790)) $x30750 $x207))))
 (let (($x7143 (=> (= (_ bv1 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv512 64) ?x50790)) $x30750 $x207))))
 (let (($x5574 (=> (= (_ bv0 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A ?x50790) $x30750 $x207))))
 (and (bvult sel!ww_global_out_A (_ bv4 32)) $x5574 $x7143 $x5901 (=> (= (_ bv3 32) sel!ww_global_out_A) (and $x380 $x6069 $x30750 $x207))))))))))))))
(assert
 (let (($x45087 (= (_ bv7 32) epoch!ww_global_out_B)))
 (let (($x5732 (= (_ bv2 64) width!ww_global_out_B)))
 (let ((?x66362 ((_ extract 29 0) ctaid.x@B)))
 (let ((?x66363 (concat (_ bv0 23) ?x66362 (_ bv0 2))))
 (let ((?x66364 (concat (_ bv0 23) ctaid.y@B)))
 (let ((?x66365 (bvmul (_ bv4 55) ?x66364)))
 (let ((?x66368 (concat (_ bv0 31) tid.x@B)))
 (let ((?x66370 (concat (bvadd ?x66368 (concat (bvadd ?x66365 ?x66363) (_ bv0 8))) (_ bv0 1))))
 (let ((?x66371 (bvadd (_ bv1536 64) ?x66370)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x16423 (=> (= (_ bv3 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x66371) $x5732 $x45087))))
 (let (($x5680 (=> (= (_ bv2 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv1024 64) ?x66370)) $x5732 $x45087))))
 (let (($x292 (=> (= (_ bv1 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv512 64) ?x66370)) $x5732 $x45087))))
 (let (($x20110 (=> (= (_ bv0 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x66370) $x5732 $x45087))))
 (and (bvult sel!ww_global_out_B (_ bv4 32)) $x20110 $x292 $x5680 $x16423))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7137 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x7131 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x7131 (bvult off!ww_global_out_B ?x7137)))))
(assert
 (let ((?x6006 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x5753 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x5753 tid.x@A) (concat ?x6006 tid.x@B)))))
(check-sat)
