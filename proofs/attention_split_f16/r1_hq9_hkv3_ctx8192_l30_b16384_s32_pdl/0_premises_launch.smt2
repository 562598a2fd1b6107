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
(declare-fun v2582@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2582@B () (_ BitVec 64))
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
 (bvule base!ml (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
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
 (let ((?x4491 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x358 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4486 (concat (bvadd ?x358 ?x4491) (_ bv0 2))))
 (let ((?x4481 (mem!block_tables!32 (bvadd ?x4486 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4481) (bvule ?x4481 (_ bv16383 32))))))))
(assert
 (bvule v2582@A (_ bv15 64)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x7710 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7710) (bvule ?x7710 (_ bv8192 32)))))
(assert
 (let ((?x7699 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x7689 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7701 (concat (bvadd ?x7689 ?x7699) (_ bv0 2))))
 (let ((?x7703 (mem!block_tables!32 (bvadd ?x7701 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7703) (bvule ?x7703 (_ bv16383 32))))))))
(assert
 (let ((?x7687 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x7689 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7691 (concat (bvadd ?x7689 ?x7687) (_ bv0 2))))
 (let ((?x7693 (mem!block_tables!32 (bvadd ?x7691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7693) (bvule ?x7693 (_ bv16383 32))))))))
(assert
 (bvule v2582@B (_ bv15 64)))
(check-sat)
