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
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2851 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2840 (mem!block_tables!32 (bvadd ?x2851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2840) (bvule ?x2840 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3864 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3845 (mem!block_tables!32 (bvadd ?x3864 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3845) (bvule ?x3845 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4883 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4860 (mem!block_tables!32 (bvadd ?x4883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4860) (bvule ?x4860 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5909 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5878 (mem!block_tables!32 (bvadd ?x5909 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5878) (bvule ?x5878 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6940 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6941 (mem!block_tables!32 (bvadd ?x6940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6941) (bvule ?x6941 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7978 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7966 (mem!block_tables!32 (bvadd ?x7978 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7966) (bvule ?x7966 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9024 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9018 (mem!block_tables!32 (bvadd ?x9024 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9018) (bvule ?x9018 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13276 (bvadd (_ bv32 64) ?x550)))
 (let ((?x13246 (mem!block_tables!32 (bvadd ?x13276 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13246) (bvule ?x13246 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14745 (bvadd (_ bv64 64) ?x550)))
 (let ((?x14744 (mem!block_tables!32 (bvadd ?x14745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14744) (bvule ?x14744 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16194 (bvadd (_ bv96 64) ?x550)))
 (let ((?x16167 (mem!block_tables!32 (bvadd ?x16194 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16167) (bvule ?x16167 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17654 (bvadd (_ bv128 64) ?x550)))
 (let ((?x17642 (mem!block_tables!32 (bvadd ?x17654 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17642) (bvule ?x17642 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19112 (bvadd (_ bv160 64) ?x550)))
 (let ((?x19100 (mem!block_tables!32 (bvadd ?x19112 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19100) (bvule ?x19100 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20570 (bvadd (_ bv192 64) ?x550)))
 (let ((?x20569 (mem!block_tables!32 (bvadd ?x20570 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20569) (bvule ?x20569 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22022 (bvadd (_ bv224 64) ?x550)))
 (let ((?x22010 (mem!block_tables!32 (bvadd ?x22022 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22010) (bvule ?x22010 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
(assert
 (let ((?x14856 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14856) (bvule ?x14856 (_ bv1024 32)))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15829 (mem!block_tables!32 (bvadd ?x15851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15829) (bvule ?x15829 (_ bv4095 32)))))))
(assert
 (let ((?x15160 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15275 (concat (bvadd ?x15852 ?x15160) (_ bv0 2))))
 (let ((?x15381 (mem!block_tables!32 (bvadd ?x15275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15381) (bvule ?x15381 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15799 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14818 (mem!block_tables!32 (bvadd ?x15799 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14818) (bvule ?x14818 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15804 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15803 (mem!block_tables!32 (bvadd ?x15804 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15803) (bvule ?x15803 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15809 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15808 (mem!block_tables!32 (bvadd ?x15809 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15808) (bvule ?x15808 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16041 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15813 (mem!block_tables!32 (bvadd ?x16041 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15813) (bvule ?x15813 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15820 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15819 (mem!block_tables!32 (bvadd ?x15820 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15819) (bvule ?x15819 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15825 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15824 (mem!block_tables!32 (bvadd ?x15825 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15824) (bvule ?x15824 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15829 (mem!block_tables!32 (bvadd ?x15851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15829) (bvule ?x15829 (_ bv4095 32)))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15055 (bvadd (_ bv32 64) ?x15851)))
 (let ((?x15016 (mem!block_tables!32 (bvadd ?x15055 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15016) (bvule ?x15016 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15116 (bvadd (_ bv64 64) ?x15851)))
 (let ((?x15067 (mem!block_tables!32 (bvadd ?x15116 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15067) (bvule ?x15067 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15177 (bvadd (_ bv96 64) ?x15851)))
 (let ((?x15141 (mem!block_tables!32 (bvadd ?x15177 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15141) (bvule ?x15141 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15237 (bvadd (_ bv128 64) ?x15851)))
 (let ((?x15201 (mem!block_tables!32 (bvadd ?x15237 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15201) (bvule ?x15201 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15298 (bvadd (_ bv160 64) ?x15851)))
 (let ((?x15274 (mem!block_tables!32 (bvadd ?x15298 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15274) (bvule ?x15274 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15359 (bvadd (_ bv192 64) ?x15851)))
 (let ((?x15304 (mem!block_tables!32 (bvadd ?x15359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15304) (bvule ?x15304 (_ bv4095 32))))))))
(assert
 (let ((?x15852 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15851 (concat (bvadd ?x15852 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15420 (bvadd (_ bv224 64) ?x15851)))
 (let ((?x15396 (mem!block_tables!32 (bvadd ?x15420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15396) (bvule ?x15396 (_ bv4095 32))))))))
(assert
 (let ((?x319 ((_ extract 29 0) tid.x@A)))
 (let ((?x324 (concat (_ bv0 32) ?x319 (_ bv0 2))))
 (let (($x165 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x324)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x285 (and $x257 $x280)))
 (let (($x112 (and $x285 $x165 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x112))))))))))
(assert
 (let ((?x15338 ((_ extract 29 0) tid.x@B)))
 (let ((?x18883 (concat (_ bv0 32) ?x15338 (_ bv0 2))))
 (let (($x68 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x18883)))
 (let (($x15529 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x15581 (and $x257 $x15529)))
 (let (($x1713 (and $x15581 $x68 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x1713))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x233 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x209 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x209) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x233)))))
(assert
 (let (($x136 (= ctaid.z@A ctaid.z@B)))
 (let (($x1661 (= ctaid.y@A ctaid.y@B)))
 (let (($x1712 (= ctaid.x@A ctaid.x@B)))
 (and $x1712 $x1661 $x136)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
