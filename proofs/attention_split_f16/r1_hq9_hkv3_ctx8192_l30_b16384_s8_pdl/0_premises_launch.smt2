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
(declare-fun v5480@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v5480@B () (_ BitVec 64))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709550463 64)))
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
 (bvule base!block_tables (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x295 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x295) (bvule ?x295 (_ bv8192 32)))))
(assert
 (let ((?x362 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x364 (concat (bvadd ?x358 ?x362) (_ bv0 2))))
 (let ((?x326 (mem!block_tables!32 (bvadd ?x364 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x326) (bvule ?x326 (_ bv16383 32))))))))
(assert
 (let ((?x4500 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4495 (concat (bvadd ?x358 ?x4500) (_ bv0 2))))
 (let ((?x4378 (mem!block_tables!32 (bvadd ?x4495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4378) (bvule ?x4378 (_ bv16383 32))))))))
(assert
 (let ((?x5582 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5577 (concat (bvadd ?x358 ?x5582) (_ bv0 2))))
 (let ((?x5453 (mem!block_tables!32 (bvadd ?x5577 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5453) (bvule ?x5453 (_ bv16383 32))))))))
(assert
 (let ((?x6641 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6636 (concat (bvadd ?x358 ?x6641) (_ bv0 2))))
 (let ((?x6645 (mem!block_tables!32 (bvadd ?x6636 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6645) (bvule ?x6645 (_ bv16383 32))))))))
(assert
 (let ((?x7709 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7704 (concat (bvadd ?x358 ?x7709) (_ bv0 2))))
 (let ((?x7723 (mem!block_tables!32 (bvadd ?x7704 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7723) (bvule ?x7723 (_ bv16383 32))))))))
(assert
 (let ((?x8780 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8775 (concat (bvadd ?x358 ?x8780) (_ bv0 2))))
 (let ((?x8779 (mem!block_tables!32 (bvadd ?x8775 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8779) (bvule ?x8779 (_ bv16383 32))))))))
(assert
 (let ((?x9858 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9853 (concat (bvadd ?x358 ?x9858) (_ bv0 2))))
 (let ((?x9862 (mem!block_tables!32 (bvadd ?x9853 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9862) (bvule ?x9862 (_ bv16383 32))))))))
(assert
 (let ((?x10944 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10939 (concat (bvadd ?x358 ?x10944) (_ bv0 2))))
 (let ((?x10794 (mem!block_tables!32 (bvadd ?x10939 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10794) (bvule ?x10794 (_ bv16383 32))))))))
(assert
 (bvule v5480@A (_ bv15 64)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x15481 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15481) (bvule ?x15481 (_ bv8192 32)))))
(assert
 (let ((?x15470 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15472 (concat (bvadd ?x15400 ?x15470) (_ bv0 2))))
 (let ((?x15474 (mem!block_tables!32 (bvadd ?x15472 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15474) (bvule ?x15474 (_ bv16383 32))))))))
(assert
 (let ((?x15460 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15462 (concat (bvadd ?x15400 ?x15460) (_ bv0 2))))
 (let ((?x15464 (mem!block_tables!32 (bvadd ?x15462 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15464) (bvule ?x15464 (_ bv16383 32))))))))
(assert
 (let ((?x15450 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15452 (concat (bvadd ?x15400 ?x15450) (_ bv0 2))))
 (let ((?x15454 (mem!block_tables!32 (bvadd ?x15452 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15454) (bvule ?x15454 (_ bv16383 32))))))))
(assert
 (let ((?x15440 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15442 (concat (bvadd ?x15400 ?x15440) (_ bv0 2))))
 (let ((?x15444 (mem!block_tables!32 (bvadd ?x15442 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15444) (bvule ?x15444 (_ bv16383 32))))))))
(assert
 (let ((?x15430 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15432 (concat (bvadd ?x15400 ?x15430) (_ bv0 2))))
 (let ((?x15434 (mem!block_tables!32 (bvadd ?x15432 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15434) (bvule ?x15434 (_ bv16383 32))))))))
(assert
 (let ((?x15420 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15422 (concat (bvadd ?x15400 ?x15420) (_ bv0 2))))
 (let ((?x15424 (mem!block_tables!32 (bvadd ?x15422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15424) (bvule ?x15424 (_ bv16383 32))))))))
(assert
 (let ((?x15410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15412 (concat (bvadd ?x15400 ?x15410) (_ bv0 2))))
 (let ((?x15414 (mem!block_tables!32 (bvadd ?x15412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15414) (bvule ?x15414 (_ bv16383 32))))))))
(assert
 (let ((?x15398 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x15400 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15402 (concat (bvadd ?x15400 ?x15398) (_ bv0 2))))
 (let ((?x15404 (mem!block_tables!32 (bvadd ?x15402 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15404) (bvule ?x15404 (_ bv16383 32))))))))
(assert
 (bvule v5480@B (_ bv15 64)))
(check-sat)
