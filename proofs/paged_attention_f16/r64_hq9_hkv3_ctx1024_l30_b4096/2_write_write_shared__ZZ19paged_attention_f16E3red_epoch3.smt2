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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv64 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2834 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2823 (mem!block_tables!32 (bvadd ?x2834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2823) (bvule ?x2823 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3841 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3822 (mem!block_tables!32 (bvadd ?x3841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3822) (bvule ?x3822 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4854 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4831 (mem!block_tables!32 (bvadd ?x4854 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4831) (bvule ?x4831 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5874 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5843 (mem!block_tables!32 (bvadd ?x5874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5843) (bvule ?x5843 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6899 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6900 (mem!block_tables!32 (bvadd ?x6899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6900) (bvule ?x6900 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7931 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7919 (mem!block_tables!32 (bvadd ?x7931 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7919) (bvule ?x7919 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8971 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8965 (mem!block_tables!32 (bvadd ?x8971 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8965) (bvule ?x8965 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11410 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11443 (concat (bvadd ?x544 (concat (_ bv0 30) ?x11410)) (_ bv0 2))))
 (let ((?x11435 (mem!block_tables!32 (bvadd ?x11443 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11435) (bvule ?x11435 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv64 32)))
(assert
 (let ((?x1163 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1163) (bvule ?x1163 (_ bv1024 32)))))
(assert
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9434 (concat (bvadd ?x7372 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x3296 (mem!block_tables!32 (bvadd ?x9434 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3296) (bvule ?x3296 (_ bv4095 32)))))))
(assert
 (let ((?x6338 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8395 (concat (bvadd ?x7372 ?x6338) (_ bv0 2))))
 (let ((?x1167 (mem!block_tables!32 (bvadd ?x8395 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1167) (bvule ?x1167 (_ bv4095 32))))))))
(assert
 (let ((?x4306 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6339 (concat (bvadd ?x7372 ?x4306) (_ bv0 2))))
 (let ((?x8396 (mem!block_tables!32 (bvadd ?x6339 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8396) (bvule ?x8396 (_ bv4095 32))))))))
(assert
 (let ((?x1173 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4307 (concat (bvadd ?x7372 ?x1173) (_ bv0 2))))
 (let ((?x6340 (mem!block_tables!32 (bvadd ?x4307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6340) (bvule ?x6340 (_ bv4095 32))))))))
(assert
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1175 (concat (bvadd ?x7372 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4308 (mem!block_tables!32 (bvadd ?x1175 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4308) (bvule ?x4308 (_ bv4095 32)))))))
(assert
 (let ((?x6343 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8400 (concat (bvadd ?x7372 ?x6343) (_ bv0 2))))
 (let ((?x1177 (mem!block_tables!32 (bvadd ?x8400 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1177) (bvule ?x1177 (_ bv4095 32))))))))
(assert
 (let ((?x4311 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6344 (concat (bvadd ?x7372 ?x4311) (_ bv0 2))))
 (let ((?x8401 (mem!block_tables!32 (bvadd ?x6344 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8401) (bvule ?x8401 (_ bv4095 32))))))))
(assert
 (let ((?x1183 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4312 (concat (bvadd ?x7372 ?x1183) (_ bv0 2))))
 (let ((?x6345 (mem!block_tables!32 (bvadd ?x4312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6345) (bvule ?x6345 (_ bv4095 32))))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x4314 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@B)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))
 (let ((?x5327 (concat (_ bv0 30) ?x4314)))
 (let ((?x7372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9444 (concat (bvadd ?x7372 ?x5327) (_ bv0 2))))
 (let ((?x3306 (mem!block_tables!32 (bvadd ?x9444 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3306) (bvule ?x3306 (_ bv4095 32)))))))))
(assert
 (let ((?x9738 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9743 (bvadd (_ bv18446744073709543168 64) ?x9738)))
 (let (($x182 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x9743)))
 (let (($x9725 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x9729 (and $x256 $x9725)))
 (let (($x171 (and $x9729 $x182 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x171))))))))))
(assert
 (let ((?x4277 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x5290 (bvadd (_ bv18446744073709543168 64) ?x4277)))
 (let (($x2027 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x5290)))
 (let (($x7336 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x8368 (and $x256 $x7336)))
 (let (($x2033 (and $x8368 $x2027 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x2033))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1990 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x2017 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x2017) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x1990)))))
(assert
 (let (($x1759 (= ctaid.z@A ctaid.z@B)))
 (let (($x1722 (= ctaid.y@A ctaid.y@B)))
 (let (($x1721 (= ctaid.x@A ctaid.x@B)))
 (and $x1721 $x1722 $x1759)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
