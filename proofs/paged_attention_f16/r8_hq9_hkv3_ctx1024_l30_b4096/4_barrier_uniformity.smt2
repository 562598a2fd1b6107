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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2860 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2849 (mem!block_tables!32 (bvadd ?x2860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2849) (bvule ?x2849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3867 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3848 (mem!block_tables!32 (bvadd ?x3867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3848) (bvule ?x3848 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4880 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4857 (mem!block_tables!32 (bvadd ?x4880 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4857) (bvule ?x4857 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5900 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5869 (mem!block_tables!32 (bvadd ?x5900 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5869) (bvule ?x5869 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6925 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6926 (mem!block_tables!32 (bvadd ?x6925 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6926) (bvule ?x6926 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7957 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7945 (mem!block_tables!32 (bvadd ?x7957 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7945) (bvule ?x7945 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8997 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8991 (mem!block_tables!32 (bvadd ?x8997 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8991) (bvule ?x8991 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12628 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12648 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12628)) (_ bv0 2))))
 (let ((?x12615 (mem!block_tables!32 (bvadd ?x12648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12615) (bvule ?x12615 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x7331 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7331) (bvule ?x7331 (_ bv1024 32)))))
(assert
 (let ((?x6318 ((_ extract 31 4) tid.x@B)))
 (let ((?x4274 (concat (_ bv0 34) ?x6318)))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6307 (concat (bvadd ?x5297 ?x4274) (_ bv0 2))))
 (let ((?x8364 (mem!block_tables!32 (bvadd ?x6307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8364) (bvule ?x8364 (_ bv4095 32)))))))))
(assert
 (let ((?x4275 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6308 (concat (bvadd ?x5297 ?x4275) (_ bv0 2))))
 (let ((?x8365 (mem!block_tables!32 (bvadd ?x6308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8365) (bvule ?x8365 (_ bv4095 32))))))))
(assert
 (let ((?x1061 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4276 (concat (bvadd ?x5297 ?x1061) (_ bv0 2))))
 (let ((?x6309 (mem!block_tables!32 (bvadd ?x4276 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6309) (bvule ?x6309 (_ bv4095 32))))))))
(assert
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1063 (concat (bvadd ?x5297 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4277 (mem!block_tables!32 (bvadd ?x1063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4277) (bvule ?x4277 (_ bv4095 32)))))))
(assert
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8369 (concat (bvadd ?x5297 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1065 (mem!block_tables!32 (bvadd ?x8369 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1065) (bvule ?x1065 (_ bv4095 32)))))))
(assert
 (let ((?x4280 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6313 (concat (bvadd ?x5297 ?x4280) (_ bv0 2))))
 (let ((?x8370 (mem!block_tables!32 (bvadd ?x6313 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8370) (bvule ?x8370 (_ bv4095 32))))))))
(assert
 (let ((?x1071 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4281 (concat (bvadd ?x5297 ?x1071) (_ bv0 2))))
 (let ((?x6314 (mem!block_tables!32 (bvadd ?x4281 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6314) (bvule ?x6314 (_ bv4095 32))))))))
(assert
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1073 (concat (bvadd ?x5297 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4282 (mem!block_tables!32 (bvadd ?x1073 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4282) (bvule ?x4282 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6318 ((_ extract 31 4) tid.x@B)))
 (let ((?x7343 (concat (_ bv0 4) ?x6318)))
 (let ((?x8375 ((_ extract 31 0) v2904@B)))
 (let ((?x9415 (bvmul (_ bv8 32) ?x8375)))
 (let ((?x5297 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7342 (concat (bvadd ?x5297 (concat (_ bv0 30) (bvadd ?x9415 ?x7343))) (_ bv0 2))))
 (let ((?x9414 (mem!block_tables!32 (bvadd ?x7342 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9414) (bvule ?x9414 (_ bv4095 32)))))))))))
(assert
 (let (($x90 (= ctaid.z@A ctaid.z@B)))
 (let (($x111 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x111 $x90)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x15792 (and (distinct $x257 $x257) true)))
(or $x15792 $x15792 $x15792 $x15792 $x15792 $x15792))))
(check-sat)
