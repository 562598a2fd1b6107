; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
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
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv15 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!ml ?x19))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv36864 64) size!R))))
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
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x73)))
(assert
 (let ((?x342 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv8192 32)))))
(assert
 (let ((?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x404 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x410 (concat (bvadd ?x404 ?x408) (_ bv0 2))))
 (let ((?x374 (mem!block_tables!32 (bvadd ?x410 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x374) (bvule ?x374 (_ bv16383 32))))))))
(assert
 (let ((?x7566 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x404 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7561 (concat (bvadd ?x404 ?x7566) (_ bv0 2))))
 (let ((?x7591 (mem!block_tables!32 (bvadd ?x7561 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7591) (bvule ?x7591 (_ bv16383 32))))))))
(assert
 (let ((?x8646 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x404 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8641 (concat (bvadd ?x404 ?x8646) (_ bv0 2))))
 (let ((?x8502 (mem!block_tables!32 (bvadd ?x8641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8502) (bvule ?x8502 (_ bv16383 32))))))))
(assert
 (let ((?x9702 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x404 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9697 (concat (bvadd ?x404 ?x9702) (_ bv0 2))))
 (let ((?x9555 (mem!block_tables!32 (bvadd ?x9697 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9555) (bvule ?x9555 (_ bv16383 32))))))))
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
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x73)))
(assert
 (let ((?x13343 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13343) (bvule ?x13343 (_ bv8192 32)))))
(assert
 (let ((?x13332 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x13302 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13334 (concat (bvadd ?x13302 ?x13332) (_ bv0 2))))
 (let ((?x13336 (mem!block_tables!32 (bvadd ?x13334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13336) (bvule ?x13336 (_ bv16383 32))))))))
(assert
 (let ((?x13322 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x13302 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13324 (concat (bvadd ?x13302 ?x13322) (_ bv0 2))))
 (let ((?x13326 (mem!block_tables!32 (bvadd ?x13324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13326) (bvule ?x13326 (_ bv16383 32))))))))
(assert
 (let ((?x13312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x13302 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13314 (concat (bvadd ?x13302 ?x13312) (_ bv0 2))))
 (let ((?x13316 (mem!block_tables!32 (bvadd ?x13314 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13316) (bvule ?x13316 (_ bv16383 32))))))))
(assert
 (let ((?x13300 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x13302 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13304 (concat (bvadd ?x13302 ?x13300) (_ bv0 2))))
 (let ((?x13306 (mem!block_tables!32 (bvadd ?x13304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13306) (bvule ?x13306 (_ bv16383 32))))))))
(assert
 (bvule v3548@B (_ bv15 64)))
(check-sat)
