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
 (let ((?x10715 ((_ extract 5 0) tid.x@A)))
 (let ((?x356 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x11099 (concat ?x356 ?x10715 (_ bv0 1))))
 (let (($x231 (= off!ww_global_out_A ?x11099)))
 (let ((?x275 ((_ extract 31 6) tid.x@A)))
 (let (($x280 (= ?x275 (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x285 (and $x256 $x280)))
 (let (($x209 (and $x285 $x231 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x209))))))))))))
(assert
 (let ((?x6334 ((_ extract 5 0) tid.x@B)))
 (let ((?x4300 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B)) (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B))))))
 (let ((?x5313 (concat ?x4300 ?x6334 (_ bv0 1))))
 (let (($x168 (= off!ww_global_out_B ?x5313)))
 (let ((?x8405 ((_ extract 31 6) tid.x@B)))
 (let (($x4301 (= ?x8405 (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x5314 (and $x256 $x4301)))
 (let (($x150 (and $x5314 $x168 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x150))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x114 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let (($x127 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x127 (bvult off!ww_global_out_B ?x114)))))
(check-sat)
