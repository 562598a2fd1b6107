; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v1556@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1556@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2889 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2879 (mem!block_tables!32 (bvadd ?x2889 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2879) (bvule ?x2879 (_ bv63 32)))))))
(assert
 (bvule v1556@A (_ bv1 64)))
(assert
 (let ((?x6178 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6198 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6178)) (_ bv0 2))))
 (let ((?x6184 (mem!block_tables!32 (bvadd ?x6198 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6184) (bvule ?x6184 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv3 32)))
(assert
 (let ((?x8733 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8733) (bvule ?x8733 (_ bv256 32)))))
(assert
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8724 (concat (bvadd ?x4709 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8726 (mem!block_tables!32 (bvadd ?x8724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8726) (bvule ?x8726 (_ bv63 32)))))))
(assert
 (let ((?x4660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4763 (concat (bvadd ?x4709 ?x4660) (_ bv0 2))))
 (let ((?x4943 (mem!block_tables!32 (bvadd ?x4763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4943) (bvule ?x4943 (_ bv63 32))))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4708 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5746 (concat (bvadd ?x4709 (concat (_ bv0 30) ?x4708)) (_ bv0 2))))
 (let ((?x5750 (mem!block_tables!32 (bvadd ?x5746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5750) (bvule ?x5750 (_ bv63 32))))))))
(assert
 (let ((?x302 ((_ extract 29 0) tid.x@A)))
 (let ((?x342 (concat (_ bv0 32) ?x302 (_ bv0 2))))
 (let (($x147 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x342)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x207 (and $x282 $x147 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x207))))))))))
(assert
 (let ((?x8757 ((_ extract 29 0) tid.x@B)))
 (let ((?x9017 (concat (_ bv0 32) ?x8757 (_ bv0 2))))
 (let (($x242 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x9017)))
 (let (($x8744 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8745 (and $x255 $x8744)))
 (let (($x230 (and $x8745 $x242 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x230))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1728 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x1726 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x1726) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x1728)))))
(assert
 (let (($x1716 (= ctaid.z@A ctaid.z@B)))
 (let (($x1715 (= ctaid.y@A ctaid.y@B)))
 (let (($x1714 (= ctaid.x@A ctaid.x@B)))
 (and $x1714 $x1715 $x1716)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
