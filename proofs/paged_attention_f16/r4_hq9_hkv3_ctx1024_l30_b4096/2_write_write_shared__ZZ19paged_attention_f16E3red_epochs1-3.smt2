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
(declare-fun v3442@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v3442@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x415 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x387 (mem!block_tables!32 (bvadd ?x415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x415 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x387 (mem!block_tables!32 (bvadd ?x415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3337 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3328 (mem!block_tables!32 (bvadd ?x3337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3328) (bvule ?x3328 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4349 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4353 (mem!block_tables!32 (bvadd ?x4349 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4353) (bvule ?x4353 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5367 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5370 (mem!block_tables!32 (bvadd ?x5367 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5370) (bvule ?x5370 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6393 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6376 (mem!block_tables!32 (bvadd ?x6393 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6376) (bvule ?x6376 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7423 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7403 (mem!block_tables!32 (bvadd ?x7423 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7403) (bvule ?x7403 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8461 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8437 (mem!block_tables!32 (bvadd ?x8461 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8437) (bvule ?x8437 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9506 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9489 (mem!block_tables!32 (bvadd ?x9506 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9489) (bvule ?x9489 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14040 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14060 (concat (bvadd ?x409 (concat (_ bv0 30) ?x14040)) (_ bv0 2))))
 (let ((?x14062 (mem!block_tables!32 (bvadd ?x14060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14062) (bvule ?x14062 (_ bv4095 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv4 32)))
(assert
 (let ((?x6753 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6753) (bvule ?x6753 (_ bv1024 32)))))
(assert
 (let ((?x5739 ((_ extract 31 4) tid.x@B)))
 (let ((?x3698 (concat (_ bv0 34) ?x5739)))
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5728 (concat (bvadd ?x4720 ?x3698) (_ bv0 2))))
 (let ((?x7784 (mem!block_tables!32 (bvadd ?x5728 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7784) (bvule ?x7784 (_ bv4095 32)))))))))
(assert
 (let ((?x5739 ((_ extract 31 4) tid.x@B)))
 (let ((?x3698 (concat (_ bv0 34) ?x5739)))
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5728 (concat (bvadd ?x4720 ?x3698) (_ bv0 2))))
 (let ((?x7784 (mem!block_tables!32 (bvadd ?x5728 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7784) (bvule ?x7784 (_ bv4095 32)))))))))
(assert
 (let ((?x3699 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5729 (concat (bvadd ?x4720 ?x3699) (_ bv0 2))))
 (let ((?x7785 (mem!block_tables!32 (bvadd ?x5729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7785) (bvule ?x7785 (_ bv4095 32))))))))
(assert
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3700 (concat (bvadd ?x4720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5730 (mem!block_tables!32 (bvadd ?x3700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5730) (bvule ?x5730 (_ bv4095 32)))))))
(assert
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9871 (concat (bvadd ?x4720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3701 (mem!block_tables!32 (bvadd ?x9871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3701) (bvule ?x3701 (_ bv4095 32)))))))
(assert
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7789 (concat (bvadd ?x4720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9872 (mem!block_tables!32 (bvadd ?x7789 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9872) (bvule ?x9872 (_ bv4095 32)))))))
(assert
 (let ((?x3704 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5734 (concat (bvadd ?x4720 ?x3704) (_ bv0 2))))
 (let ((?x7790 (mem!block_tables!32 (bvadd ?x5734 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7790) (bvule ?x7790 (_ bv4095 32))))))))
(assert
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3705 (concat (bvadd ?x4720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5735 (mem!block_tables!32 (bvadd ?x3705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5735) (bvule ?x5735 (_ bv4095 32)))))))
(assert
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9876 (concat (bvadd ?x4720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3706 (mem!block_tables!32 (bvadd ?x9876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3706) (bvule ?x3706 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5739 ((_ extract 31 4) tid.x@B)))
 (let ((?x6765 (concat (_ bv0 4) ?x5739)))
 (let ((?x7795 ((_ extract 31 0) v3442@B)))
 (let ((?x8833 (bvmul (_ bv8 32) ?x7795)))
 (let ((?x4720 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6764 (concat (bvadd ?x4720 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8833 ?x6765))) (_ bv0 2))))
 (let ((?x8832 (mem!block_tables!32 (bvadd ?x6764 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8832) (bvule ?x8832 (_ bv4095 32)))))))))))
(assert
 (let (($x141 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x10273 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x10278 (bvadd (_ bv18446744073709543168 64) ?x10273)))
 (let (($x101 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x10278)))
 (let (($x10261 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x10265 (and $x258 $x10261)))
 (let (($x151 (and $x10265 $x101 $x141 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x184 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x151)))
 (let (($x121 (and $x10265 $x101 $x141 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x84 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x121)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x84 $x184)))))))))))))
(assert
 (let (($x2343 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x17407 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x17405 (bvadd (_ bv18446744073709543168 64) ?x17407)))
 (let (($x240 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x17405)))
 (let (($x17417 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x17415 (and $x258 $x17417)))
 (let (($x2142 (and $x17415 $x240 $x2343 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x4044 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2142)))
 (let (($x2182 (and $x17415 $x240 $x2343 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2180 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2182)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x2180 $x4044)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x138 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x122 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x122) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x138)))))
(assert
 (let (($x2149 (= ctaid.z@A ctaid.z@B)))
 (let (($x179 (= ctaid.y@A ctaid.y@B)))
 (let (($x94 (= ctaid.x@A ctaid.x@B)))
 (and $x94 $x179 $x2149)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
