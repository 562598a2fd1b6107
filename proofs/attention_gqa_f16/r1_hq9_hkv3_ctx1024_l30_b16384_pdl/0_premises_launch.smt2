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
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (bvule base!block_tables (_ bv18446744073709551359 64)))
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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x309 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x309) (bvule ?x309 (_ bv1024 32)))))
(assert
 (let ((?x319 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
 (let ((?x323 (concat (_ bv0 1) ((_ extract 31 1) tid.x@A))))
 (let ((?x324 (bvadd ?x323 ?x319)))
 (let ((?x372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x378 (concat (bvadd ?x372 (concat (_ bv0 34) ((_ extract 31 4) ?x324))) (_ bv0 2))))
 (let ((?x373 (mem!block_tables!32 (bvadd ?x378 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x373) (bvule ?x373 (_ bv16383 32))))))))))
(assert
 (let ((?x361 (concat (_ bv0 1) ((_ extract 31 3) tid.x@A) (_ bv0 2))))
 (let ((?x319 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
 (let ((?x370 (bvadd ?x319 ?x361)))
 (let ((?x372 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x413 (concat (bvadd ?x372 (concat (_ bv0 34) ((_ extract 31 4) ?x370))) (_ bv0 2))))
 (let ((?x352 (mem!block_tables!32 (bvadd ?x413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x352) (bvule ?x352 (_ bv16383 32))))))))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2809 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2809) (bvule ?x2809 (_ bv1024 32)))))
(assert
 (let ((?x2781 (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7))))
 (let ((?x2795 (concat (_ bv0 1) ((_ extract 31 1) tid.x@B))))
 (let ((?x2796 (bvadd ?x2795 ?x2781)))
 (let ((?x2786 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x2800 (concat (bvadd ?x2786 (concat (_ bv0 34) ((_ extract 31 4) ?x2796))) (_ bv0 2))))
 (let ((?x2802 (mem!block_tables!32 (bvadd ?x2800 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2802) (bvule ?x2802 (_ bv16383 32))))))))))
(assert
 (let ((?x2779 (concat (_ bv0 1) ((_ extract 31 3) tid.x@B) (_ bv0 2))))
(let ((?x2781 (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7))))
(let ((?x2782 (bvadd ?x2781 ?x2779)))
(let ((?x2786 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x2788 (concat (bvadd ?x2786 (concat (_ bv0 34) ((_ extract 31 4) ?x2782))) (_ bv0 2))))
(let ((?x2790 (mem!block_tables!32 (bvadd ?x2788 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x2790) (bvule ?x2790 (_ bv16383 32))))))))))
(check-sat)
