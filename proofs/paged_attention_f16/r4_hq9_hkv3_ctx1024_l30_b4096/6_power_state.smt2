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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x415 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x387 (mem!block_tables!32 (bvadd ?x415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x415 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x387 (mem!block_tables!32 (bvadd ?x415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3337 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3328 (mem!block_tables!32 (bvadd ?x3337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3328) (bvule ?x3328 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4349 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4353 (mem!block_tables!32 (bvadd ?x4349 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4353) (bvule ?x4353 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5367 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5370 (mem!block_tables!32 (bvadd ?x5367 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5370) (bvule ?x5370 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6393 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6376 (mem!block_tables!32 (bvadd ?x6393 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6376) (bvule ?x6376 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7423 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7403 (mem!block_tables!32 (bvadd ?x7423 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7403) (bvule ?x7403 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8461 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8437 (mem!block_tables!32 (bvadd ?x8461 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8437) (bvule ?x8437 (_ bv4095 32)))))))
(assert
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9506 (concat (bvadd ?x409 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9489 (mem!block_tables!32 (bvadd ?x9506 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9489) (bvule ?x9489 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14040 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x409 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14060 (concat (bvadd ?x409 (concat (_ bv0 30) ?x14040)) (_ bv0 2))))
 (let ((?x14062 (mem!block_tables!32 (bvadd ?x14060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14062) (bvule ?x14062 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x286 (and $x258 $x281)))
(or $x286)))))
(check-sat)
