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
(declare-fun v2524@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2524@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
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
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2867 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2856 (mem!block_tables!32 (bvadd ?x2867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2856) (bvule ?x2856 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3874 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3855 (mem!block_tables!32 (bvadd ?x3874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3855) (bvule ?x3855 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4887 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4864 (mem!block_tables!32 (bvadd ?x4887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4864) (bvule ?x4864 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5907 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6932 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7964 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7952 (mem!block_tables!32 (bvadd ?x7964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7952) (bvule ?x7952 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9004 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8998 (mem!block_tables!32 (bvadd ?x9004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8998) (bvule ?x8998 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11443 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11476 (concat (bvadd ?x545 (concat (_ bv0 30) ?x11443)) (_ bv0 2))))
 (let ((?x11468 (mem!block_tables!32 (bvadd ?x11476 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11468) (bvule ?x11468 (_ bv4095 32))))))))
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
 (let ((?x9466 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9466) (bvule ?x9466 (_ bv1024 32)))))
(assert
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8427 (concat (bvadd ?x6380 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1166 (mem!block_tables!32 (bvadd ?x8427 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1166) (bvule ?x1166 (_ bv4095 32)))))))
(assert
 (let ((?x5351 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7396 (concat (bvadd ?x6380 ?x5351) (_ bv0 2))))
 (let ((?x9468 (mem!block_tables!32 (bvadd ?x7396 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9468) (bvule ?x9468 (_ bv4095 32))))))))
(assert
 (let ((?x3332 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5352 (concat (bvadd ?x6380 ?x3332) (_ bv0 2))))
 (let ((?x7397 (mem!block_tables!32 (bvadd ?x5352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7397) (bvule ?x7397 (_ bv4095 32))))))))
(assert
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3333 (concat (bvadd ?x6380 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5353 (mem!block_tables!32 (bvadd ?x3333 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5353) (bvule ?x5353 (_ bv4095 32)))))))
(assert
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9472 (concat (bvadd ?x6380 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3334 (mem!block_tables!32 (bvadd ?x9472 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3334) (bvule ?x3334 (_ bv4095 32)))))))
(assert
 (let ((?x5356 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7401 (concat (bvadd ?x6380 ?x5356) (_ bv0 2))))
 (let ((?x9473 (mem!block_tables!32 (bvadd ?x7401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9473) (bvule ?x9473 (_ bv4095 32))))))))
(assert
 (let ((?x3337 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5357 (concat (bvadd ?x6380 ?x3337) (_ bv0 2))))
 (let ((?x7402 (mem!block_tables!32 (bvadd ?x5357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7402) (bvule ?x7402 (_ bv4095 32))))))))
(assert
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3338 (concat (bvadd ?x6380 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5358 (mem!block_tables!32 (bvadd ?x3338 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5358) (bvule ?x5358 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7406 ((_ extract 31 6) tid.x@B)))
 (let ((?x8438 (concat (_ bv0 6) ?x7406)))
 (let ((?x9478 ((_ extract 31 0) v2524@B)))
 (let ((?x1188 (bvmul (_ bv2 32) ?x9478)))
 (let ((?x6380 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8437 (concat (bvadd ?x6380 (concat (_ bv0 30) (bvadd ?x1188 ?x8438))) (_ bv0 2))))
 (let ((?x1186 (mem!block_tables!32 (bvadd ?x8437 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1186) (bvule ?x1186 (_ bv4095 32)))))))))))
(assert
 (let ((?x9771 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9776 (bvadd (_ bv18446744073709543168 64) ?x9771)))
 (let (($x1898 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x9776)))
 (let (($x9758 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9762 (and $x257 $x9758)))
 (let (($x1901 (and $x9762 $x1898 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) $x1901))))))))))
(assert
 (let ((?x3303 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4310 (bvadd (_ bv18446744073709543168 64) ?x3303)))
 (let (($x1872 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x4310)))
 (let (($x6344 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7369 (and $x257 $x6344)))
 (let (($x1873 (and $x7369 $x1872 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) $x1873))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2016 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A)))
 (let ((?x2019 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x2019) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x2016)))))
(assert
 (let (($x1718 (= ctaid.z@A ctaid.z@B)))
 (let (($x1713 (= ctaid.y@A ctaid.y@B)))
 (let (($x1712 (= ctaid.x@A ctaid.x@B)))
 (and $x1712 $x1713 $x1718)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))
(check-sat)
