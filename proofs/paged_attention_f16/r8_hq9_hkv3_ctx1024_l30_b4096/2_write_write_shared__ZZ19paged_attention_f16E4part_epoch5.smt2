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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2860 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2849 (mem!block_tables!32 (bvadd ?x2860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2849) (bvule ?x2849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3867 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3848 (mem!block_tables!32 (bvadd ?x3867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3848) (bvule ?x3848 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4880 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4857 (mem!block_tables!32 (bvadd ?x4880 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4857) (bvule ?x4857 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5900 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5869 (mem!block_tables!32 (bvadd ?x5900 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5869) (bvule ?x5869 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6925 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6926 (mem!block_tables!32 (bvadd ?x6925 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6926) (bvule ?x6926 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7957 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7945 (mem!block_tables!32 (bvadd ?x7957 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7945) (bvule ?x7945 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8997 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8991 (mem!block_tables!32 (bvadd ?x8997 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8991) (bvule ?x8991 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11435 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11468 (concat (bvadd ?x546 (concat (_ bv0 30) ?x11435)) (_ bv0 2))))
 (let ((?x11460 (mem!block_tables!32 (bvadd ?x11468 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11460) (bvule ?x11460 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x9459 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9459) (bvule ?x9459 (_ bv1024 32)))))
(assert
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8420 (concat (bvadd ?x6373 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1167 (mem!block_tables!32 (bvadd ?x8420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1167) (bvule ?x1167 (_ bv4095 32)))))))
(assert
 (let ((?x5344 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7389 (concat (bvadd ?x6373 ?x5344) (_ bv0 2))))
 (let ((?x9461 (mem!block_tables!32 (bvadd ?x7389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9461) (bvule ?x9461 (_ bv4095 32))))))))
(assert
 (let ((?x3325 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5345 (concat (bvadd ?x6373 ?x3325) (_ bv0 2))))
 (let ((?x7390 (mem!block_tables!32 (bvadd ?x5345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7390) (bvule ?x7390 (_ bv4095 32))))))))
(assert
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3326 (concat (bvadd ?x6373 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5346 (mem!block_tables!32 (bvadd ?x3326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5346) (bvule ?x5346 (_ bv4095 32)))))))
(assert
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9465 (concat (bvadd ?x6373 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3327 (mem!block_tables!32 (bvadd ?x9465 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3327) (bvule ?x3327 (_ bv4095 32)))))))
(assert
 (let ((?x5349 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7394 (concat (bvadd ?x6373 ?x5349) (_ bv0 2))))
 (let ((?x9466 (mem!block_tables!32 (bvadd ?x7394 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9466) (bvule ?x9466 (_ bv4095 32))))))))
(assert
 (let ((?x3330 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5350 (concat (bvadd ?x6373 ?x3330) (_ bv0 2))))
 (let ((?x7395 (mem!block_tables!32 (bvadd ?x5350 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7395) (bvule ?x7395 (_ bv4095 32))))))))
(assert
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3331 (concat (bvadd ?x6373 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5351 (mem!block_tables!32 (bvadd ?x3331 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5351) (bvule ?x5351 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7399 ((_ extract 31 6) tid.x@B)))
 (let ((?x8431 (concat (_ bv0 6) ?x7399)))
 (let ((?x9471 ((_ extract 31 0) v2524@B)))
 (let ((?x1189 (bvmul (_ bv2 32) ?x9471)))
 (let ((?x6373 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8430 (concat (bvadd ?x6373 (concat (_ bv0 30) (bvadd ?x1189 ?x8431))) (_ bv0 2))))
 (let ((?x1187 (mem!block_tables!32 (bvadd ?x8430 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1187) (bvule ?x1187 (_ bv4095 32)))))))))))
(assert
 (let ((?x10901 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat (_ bv0 24) ((_ extract 5 0) tid.x@A) (_ bv0 2))))))
 (let ((?x10745 (bvadd (_ bv18446744073709543152 64) ?x10901)))
 (let (($x1978 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x10745)))
 (let ((?x276 ((_ extract 31 6) tid.x@A)))
 (let (($x11420 (= ?x276 (_ bv1 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x11424 (and $x257 $x11420)))
 (let (($x1910 (and $x11424 $x1978 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) $x1910)))))))))))
(assert
 (let ((?x8416 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat (_ bv0 24) ((_ extract 5 0) tid.x@B) (_ bv0 2))))))
 (let ((?x9456 (bvadd (_ bv18446744073709543152 64) ?x8416)))
 (let (($x2038 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x9456)))
 (let ((?x7399 ((_ extract 31 6) tid.x@B)))
 (let (($x1159 (= ?x7399 (_ bv1 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x3318 (and $x257 $x1159)))
 (let (($x1812 (and $x3318 $x2038 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) $x1812)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1696 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let ((?x1699 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x1699) (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x1696)))))
(assert
 (let (($x1759 (= ctaid.z@A ctaid.z@B)))
 (let (($x1735 (= ctaid.y@A ctaid.y@B)))
 (let (($x1728 (= ctaid.x@A ctaid.x@B)))
 (and $x1728 $x1735 $x1759)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B))
(check-sat)
