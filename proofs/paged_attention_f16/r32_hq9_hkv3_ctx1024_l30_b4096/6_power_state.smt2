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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x268 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x268) (bvule ?x268 (_ bv1024 32)))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3312 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3303 (mem!block_tables!32 (bvadd ?x3312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3303) (bvule ?x3303 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4324 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4328 (mem!block_tables!32 (bvadd ?x4324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4328) (bvule ?x4328 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5342 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5345 (mem!block_tables!32 (bvadd ?x5342 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5345) (bvule ?x5345 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6368 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6351 (mem!block_tables!32 (bvadd ?x6368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6351) (bvule ?x6351 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7398 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7378 (mem!block_tables!32 (bvadd ?x7398 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7378) (bvule ?x7378 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8436 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8412 (mem!block_tables!32 (bvadd ?x8436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8412) (bvule ?x8412 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9481 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9464 (mem!block_tables!32 (bvadd ?x9481 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9464) (bvule ?x9464 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14016 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14036 (concat (bvadd ?x408 (concat (_ bv0 30) ?x14016)) (_ bv0 2))))
 (let ((?x14038 (mem!block_tables!32 (bvadd ?x14036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14038) (bvule ?x14038 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x286 (and $x258 $x281)))
(or $x286)))))
(check-sat)
