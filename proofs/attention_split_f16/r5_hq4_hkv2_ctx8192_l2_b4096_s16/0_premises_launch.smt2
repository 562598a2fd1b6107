; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v3548@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v3548@B () (_ BitVec 64))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073659219967 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709541375 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709469695 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv5 32)))
(assert
 (let ((?x296 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x296) (bvule ?x296 (_ bv8192 32)))))
(assert
 (let ((?x362 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x364 (concat (bvadd ?x358 ?x362) (_ bv0 2))))
 (let ((?x326 (mem!block_tables!32 (bvadd ?x364 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x326) (bvule ?x326 (_ bv4095 32))))))))
(assert
 (let ((?x4479 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4474 (concat (bvadd ?x358 ?x4479) (_ bv0 2))))
 (let ((?x4510 (mem!block_tables!32 (bvadd ?x4474 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4510) (bvule ?x4510 (_ bv4095 32))))))))
(assert
 (let ((?x5558 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5553 (concat (bvadd ?x358 ?x5558) (_ bv0 2))))
 (let ((?x5543 (mem!block_tables!32 (bvadd ?x5553 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5543) (bvule ?x5543 (_ bv4095 32))))))))
(assert
 (let ((?x6615 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6610 (concat (bvadd ?x358 ?x6615) (_ bv0 2))))
 (let ((?x6619 (mem!block_tables!32 (bvadd ?x6610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6619) (bvule ?x6619 (_ bv4095 32))))))))
(assert
 (bvule v3548@A (_ bv15 64)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv5 32)))
(assert
 (let ((?x10257 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10257) (bvule ?x10257 (_ bv8192 32)))))
(assert
 (let ((?x10246 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x10216 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10248 (concat (bvadd ?x10216 ?x10246) (_ bv0 2))))
 (let ((?x10250 (mem!block_tables!32 (bvadd ?x10248 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10250) (bvule ?x10250 (_ bv4095 32))))))))
(assert
 (let ((?x10236 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x10216 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10238 (concat (bvadd ?x10216 ?x10236) (_ bv0 2))))
 (let ((?x10240 (mem!block_tables!32 (bvadd ?x10238 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10240) (bvule ?x10240 (_ bv4095 32))))))))
(assert
 (let ((?x10226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x10216 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10228 (concat (bvadd ?x10216 ?x10226) (_ bv0 2))))
 (let ((?x10230 (mem!block_tables!32 (bvadd ?x10228 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10230) (bvule ?x10230 (_ bv4095 32))))))))
(assert
 (let ((?x10214 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x10216 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10218 (concat (bvadd ?x10216 ?x10214) (_ bv0 2))))
 (let ((?x10220 (mem!block_tables!32 (bvadd ?x10218 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10220) (bvule ?x10220 (_ bv4095 32))))))))
(assert
 (bvule v3548@B (_ bv15 64)))
(check-sat)
