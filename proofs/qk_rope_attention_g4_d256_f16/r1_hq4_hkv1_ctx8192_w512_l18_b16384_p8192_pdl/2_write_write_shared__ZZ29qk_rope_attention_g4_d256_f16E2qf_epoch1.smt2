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
(declare-fun epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B () (_ BitVec 32))
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
 (let (($x5648 (= (_ bv1 32) epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A)))
 (let (($x6672 (= (_ bv4 64) width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A)))
 (let ((?x1033 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x6334 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A ?x1033)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x5635 (=> (= (_ bv3 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A) (and $x380 $x6334 $x6672 $x5648))))
 (let ((?x968 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x6330 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A ?x968)))
 (let (($x6101 (=> (= (_ bv2 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A) (and $x380 $x6330 $x6672 $x5648))))
 (let ((?x1005 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x46464 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A ?x1005)))
 (let (($x26482 (=> (= (_ bv1 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A) (and $x380 $x46464 $x6672 $x5648))))
 (let ((?x1002 ((_ extract 29 0) tid.x@A)))
 (let ((?x987 (concat (_ bv0 32) ?x1002 (_ bv0 2))))
 (let (($x6673 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A ?x987)))
 (let (($x20111 (=> (= (_ bv0 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A) (and $x380 $x6673 $x6672 $x5648))))
 (and (bvult sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A (_ bv4 32)) $x20111 $x26482 $x6101 $x5635))))))))))))))))))
(assert
 (let (($x4564 (= (_ bv1 32) epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B)))
 (let (($x6103 (= (_ bv4 64) width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B)))
 (let ((?x68665 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x36667 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B ?x68665)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x16421 (=> (= (_ bv3 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B) (and $x380 $x36667 $x6103 $x4564))))
 (let ((?x68672 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x7142 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B ?x68672)))
 (let (($x19024 (=> (= (_ bv2 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B) (and $x380 $x7142 $x6103 $x4564))))
 (let ((?x68677 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x6095 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B ?x68677)))
 (let (($x36653 (=> (= (_ bv1 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B) (and $x380 $x6095 $x6103 $x4564))))
 (let ((?x66373 ((_ extract 29 0) tid.x@B)))
 (let ((?x68681 (concat (_ bv0 32) ?x66373 (_ bv0 2))))
 (let (($x6100 (= off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B ?x68681)))
 (let (($x6099 (=> (= (_ bv0 32) sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B) (and $x380 $x6100 $x6103 $x4564))))
 (and (bvult sel!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B (_ bv4 32)) $x6099 $x36653 $x19024 $x16421))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4954 (bvadd off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A)))
 (let ((?x7150 (bvadd off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B width!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B)))
 (and (bvult off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A ?x7150) (bvult off!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B ?x4954)))))
(assert
 (let (($x7152 (= ctaid.z@A ctaid.z@B)))
 (let (($x5522 (= ctaid.y@A ctaid.y@B)))
 (let (($x23921 (= ctaid.x@A ctaid.x@B)))
 (and $x23921 $x5522 $x7152)))))
(assert
 (= epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_A epoch!ww_shared__ZZ29qk_rope_attention_g4_d256_f16E2qf_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
