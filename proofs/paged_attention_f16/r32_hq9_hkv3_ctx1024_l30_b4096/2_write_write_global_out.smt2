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
(declare-fun v2904@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2904@B () (_ BitVec 64))
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
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12611 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12631 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12611)) (_ bv0 2))))
 (let ((?x12598 (mem!block_tables!32 (bvadd ?x12631 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12598) (bvule ?x12598 (_ bv4095 32))))))))
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
 (let ((?x9385 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9385) (bvule ?x9385 (_ bv1024 32)))))
(assert
 (let ((?x8357 ((_ extract 31 4) tid.x@B)))
 (let ((?x6289 (concat (_ bv0 34) ?x8357)))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8346 (concat (bvadd ?x7324 ?x6289) (_ bv0 2))))
 (let ((?x1053 (mem!block_tables!32 (bvadd ?x8346 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1053) (bvule ?x1053 (_ bv4095 32)))))))))
(assert
 (let ((?x6290 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8347 (concat (bvadd ?x7324 ?x6290) (_ bv0 2))))
 (let ((?x1055 (mem!block_tables!32 (bvadd ?x8347 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1055) (bvule ?x1055 (_ bv4095 32))))))))
(assert
 (let ((?x4258 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6291 (concat (bvadd ?x7324 ?x4258) (_ bv0 2))))
 (let ((?x8348 (mem!block_tables!32 (bvadd ?x6291 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8348) (bvule ?x8348 (_ bv4095 32))))))))
(assert
 (let ((?x1061 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4259 (concat (bvadd ?x7324 ?x1061) (_ bv0 2))))
 (let ((?x6292 (mem!block_tables!32 (bvadd ?x4259 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6292) (bvule ?x6292 (_ bv4095 32))))))))
(assert
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1063 (concat (bvadd ?x7324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4260 (mem!block_tables!32 (bvadd ?x1063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4260) (bvule ?x4260 (_ bv4095 32)))))))
(assert
 (let ((?x6295 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8352 (concat (bvadd ?x7324 ?x6295) (_ bv0 2))))
 (let ((?x1065 (mem!block_tables!32 (bvadd ?x8352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1065) (bvule ?x1065 (_ bv4095 32))))))))
(assert
 (let ((?x4263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6296 (concat (bvadd ?x7324 ?x4263) (_ bv0 2))))
 (let ((?x8353 (mem!block_tables!32 (bvadd ?x6296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8353) (bvule ?x8353 (_ bv4095 32))))))))
(assert
 (let ((?x1071 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4264 (concat (bvadd ?x7324 ?x1071) (_ bv0 2))))
 (let ((?x6297 (mem!block_tables!32 (bvadd ?x4264 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6297) (bvule ?x6297 (_ bv4095 32))))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x4266 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x5279 (concat (_ bv0 30) ?x4266)))
 (let ((?x7324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9396 (concat (bvadd ?x7324 ?x5279) (_ bv0 2))))
 (let ((?x3258 (mem!block_tables!32 (bvadd ?x9396 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3258) (bvule ?x3258 (_ bv4095 32)))))))))
(assert
 (let ((?x357 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x360 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x357 (_ bv0 6))) (_ bv0 1))))
 (let (($x238 (= off!ww_global_out_A ?x360)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x285 (and $x257 $x280)))
 (let (($x211 (and $x285 $x238 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x211))))))))))
(assert
 (let ((?x8343 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x1047 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x5265 (concat (_ bv0 31) tid.x@B)))
 (let ((?x7310 (concat (bvadd ?x5265 (concat (bvadd ?x1047 ?x8343) (_ bv0 6))) (_ bv0 1))))
 (let (($x4253 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x5266 (and $x257 $x4253)))
 (let (($x1850 (and $x5266 (= off!ww_global_out_B ?x7310) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1850)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x57 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x166 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x166) (bvult off!ww_global_out_B ?x57)))))
(check-sat)
