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
 (let ((?x2842 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2831 (mem!block_tables!32 (bvadd ?x2842 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2831) (bvule ?x2831 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3849 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3830 (mem!block_tables!32 (bvadd ?x3849 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3830) (bvule ?x3830 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4862 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4839 (mem!block_tables!32 (bvadd ?x4862 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4839) (bvule ?x4839 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5882 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5851 (mem!block_tables!32 (bvadd ?x5882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5851) (bvule ?x5851 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6907 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6908 (mem!block_tables!32 (bvadd ?x6907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6908) (bvule ?x6908 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7939 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7927 (mem!block_tables!32 (bvadd ?x7939 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7927) (bvule ?x7927 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8979 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8973 (mem!block_tables!32 (bvadd ?x8979 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8973) (bvule ?x8973 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11418 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11451 (concat (bvadd ?x544 (concat (_ bv0 30) ?x11418)) (_ bv0 2))))
 (let ((?x11443 (mem!block_tables!32 (bvadd ?x11451 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11443) (bvule ?x11443 (_ bv4095 32))))))))
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
 (let ((?x9441 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9441) (bvule ?x9441 (_ bv1024 32)))))
(assert
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8402 (concat (bvadd ?x6355 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1165 (mem!block_tables!32 (bvadd ?x8402 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1165) (bvule ?x1165 (_ bv4095 32)))))))
(assert
 (let ((?x5326 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7371 (concat (bvadd ?x6355 ?x5326) (_ bv0 2))))
 (let ((?x9443 (mem!block_tables!32 (bvadd ?x7371 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9443) (bvule ?x9443 (_ bv4095 32))))))))
(assert
 (let ((?x3307 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5327 (concat (bvadd ?x6355 ?x3307) (_ bv0 2))))
 (let ((?x7372 (mem!block_tables!32 (bvadd ?x5327 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7372) (bvule ?x7372 (_ bv4095 32))))))))
(assert
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3308 (concat (bvadd ?x6355 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5328 (mem!block_tables!32 (bvadd ?x3308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5328) (bvule ?x5328 (_ bv4095 32)))))))
(assert
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9447 (concat (bvadd ?x6355 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3309 (mem!block_tables!32 (bvadd ?x9447 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3309) (bvule ?x3309 (_ bv4095 32)))))))
(assert
 (let ((?x5331 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7376 (concat (bvadd ?x6355 ?x5331) (_ bv0 2))))
 (let ((?x9448 (mem!block_tables!32 (bvadd ?x7376 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9448) (bvule ?x9448 (_ bv4095 32))))))))
(assert
 (let ((?x3312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5332 (concat (bvadd ?x6355 ?x3312) (_ bv0 2))))
 (let ((?x7377 (mem!block_tables!32 (bvadd ?x5332 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7377) (bvule ?x7377 (_ bv4095 32))))))))
(assert
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3313 (concat (bvadd ?x6355 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5333 (mem!block_tables!32 (bvadd ?x3313 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5333) (bvule ?x5333 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7381 ((_ extract 31 6) tid.x@B)))
 (let ((?x8413 (concat (_ bv0 6) ?x7381)))
 (let ((?x9453 ((_ extract 31 0) v2524@B)))
 (let ((?x1187 (bvmul (_ bv2 32) ?x9453)))
 (let ((?x6355 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8412 (concat (bvadd ?x6355 (concat (_ bv0 30) (bvadd ?x1187 ?x8413))) (_ bv0 2))))
 (let ((?x1185 (mem!block_tables!32 (bvadd ?x8412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1185) (bvule ?x1185 (_ bv4095 32)))))))))))
(assert
 (let ((?x10723 ((_ extract 5 0) tid.x@A)))
 (let ((?x357 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x11107 (concat ?x357 ?x10723 (_ bv0 1))))
 (let (($x237 (= off!ww_global_out_A ?x11107)))
 (let ((?x276 ((_ extract 31 6) tid.x@A)))
 (let (($x280 (= ?x276 (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x285 (and $x257 $x280)))
 (let (($x200 (and $x285 $x237 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x200))))))))))))
(assert
 (let ((?x5322 ((_ extract 5 0) tid.x@B)))
 (let ((?x8399 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x1159 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x3301 (bvadd ?x1159 ?x8399)))
 (let ((?x4308 (concat ?x3301 ?x5322 (_ bv0 1))))
 (let ((?x7381 ((_ extract 31 6) tid.x@B)))
 (let (($x3302 (= ?x7381 (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x4309 (and $x257 $x3302)))
 (let (($x163 (and $x4309 (= off!ww_global_out_B ?x4308) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x163)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x177 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x71 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x71 $x177))))
(check-sat)
