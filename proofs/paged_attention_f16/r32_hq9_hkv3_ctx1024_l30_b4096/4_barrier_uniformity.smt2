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
(declare-fun param!power () (_ BitVec 32))
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
 (let ((?x8345 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8345) (bvule ?x8345 (_ bv1024 32)))))
(assert
 (let ((?x7325 ((_ extract 31 4) tid.x@B)))
 (let ((?x5269 (concat (_ bv0 34) ?x7325)))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7314 (concat (bvadd ?x6299 ?x5269) (_ bv0 2))))
 (let ((?x9386 (mem!block_tables!32 (bvadd ?x7314 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9386) (bvule ?x9386 (_ bv4095 32)))))))))
(assert
 (let ((?x5270 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7315 (concat (bvadd ?x6299 ?x5270) (_ bv0 2))))
 (let ((?x9387 (mem!block_tables!32 (bvadd ?x7315 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9387) (bvule ?x9387 (_ bv4095 32))))))))
(assert
 (let ((?x3251 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5271 (concat (bvadd ?x6299 ?x3251) (_ bv0 2))))
 (let ((?x7316 (mem!block_tables!32 (bvadd ?x5271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7316) (bvule ?x7316 (_ bv4095 32))))))))
(assert
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3252 (concat (bvadd ?x6299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5272 (mem!block_tables!32 (bvadd ?x3252 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5272) (bvule ?x5272 (_ bv4095 32)))))))
(assert
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9391 (concat (bvadd ?x6299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3253 (mem!block_tables!32 (bvadd ?x9391 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3253) (bvule ?x3253 (_ bv4095 32)))))))
(assert
 (let ((?x5275 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7320 (concat (bvadd ?x6299 ?x5275) (_ bv0 2))))
 (let ((?x9392 (mem!block_tables!32 (bvadd ?x7320 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9392) (bvule ?x9392 (_ bv4095 32))))))))
(assert
 (let ((?x3256 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5276 (concat (bvadd ?x6299 ?x3256) (_ bv0 2))))
 (let ((?x7321 (mem!block_tables!32 (bvadd ?x5276 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7321) (bvule ?x7321 (_ bv4095 32))))))))
(assert
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3257 (concat (bvadd ?x6299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5277 (mem!block_tables!32 (bvadd ?x3257 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5277) (bvule ?x5277 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7325 ((_ extract 31 4) tid.x@B)))
 (let ((?x8357 (concat (_ bv0 4) ?x7325)))
 (let ((?x9397 ((_ extract 31 0) v2904@B)))
 (let ((?x1075 (bvmul (_ bv8 32) ?x9397)))
 (let ((?x6299 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8356 (concat (bvadd ?x6299 (concat (_ bv0 30) (bvadd ?x1075 ?x8357))) (_ bv0 2))))
 (let ((?x1073 (mem!block_tables!32 (bvadd ?x8356 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1073) (bvule ?x1073 (_ bv4095 32)))))))))))
(assert
 (let (($x1677 (= ctaid.z@A ctaid.z@B)))
 (let (($x1680 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x1680 $x1677)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x15789 (and (distinct $x257 $x257) true)))
(or $x15789 $x15789 $x15789 $x15789 $x15789 $x15789))))
(check-sat)
