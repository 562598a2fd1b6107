; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v3442@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv1024 32)))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x413 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x385 (mem!block_tables!32 (bvadd ?x413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x385) (bvule ?x385 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x413 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x385 (mem!block_tables!32 (bvadd ?x413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x385) (bvule ?x385 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3353 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3344 (mem!block_tables!32 (bvadd ?x3353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3344) (bvule ?x3344 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4365 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4369 (mem!block_tables!32 (bvadd ?x4365 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4369) (bvule ?x4369 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5383 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5386 (mem!block_tables!32 (bvadd ?x5383 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5386) (bvule ?x5386 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6409 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6392 (mem!block_tables!32 (bvadd ?x6409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6392) (bvule ?x6392 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7439 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7419 (mem!block_tables!32 (bvadd ?x7439 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7419) (bvule ?x7419 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8477 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8453 (mem!block_tables!32 (bvadd ?x8477 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8453) (bvule ?x8453 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9522 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9505 (mem!block_tables!32 (bvadd ?x9522 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9505) (bvule ?x9505 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14057 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14077 (concat (bvadd ?x407 (concat (_ bv0 30) ?x14057)) (_ bv0 2))))
 (let ((?x14079 (mem!block_tables!32 (bvadd ?x14077 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14079) (bvule ?x14079 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x279 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x284 (and $x255 $x279)))
(or $x284)))))
(check-sat)
