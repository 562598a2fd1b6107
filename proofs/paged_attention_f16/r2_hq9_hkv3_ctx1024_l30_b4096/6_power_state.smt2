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
 (bvult ctaid.z@A (_ bv2 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
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
 (let ((?x3345 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3336 (mem!block_tables!32 (bvadd ?x3345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3336) (bvule ?x3336 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4357 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4361 (mem!block_tables!32 (bvadd ?x4357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4361) (bvule ?x4361 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5375 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5378 (mem!block_tables!32 (bvadd ?x5375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5378) (bvule ?x5378 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6401 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6384 (mem!block_tables!32 (bvadd ?x6401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6384) (bvule ?x6384 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7431 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7411 (mem!block_tables!32 (bvadd ?x7431 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7411) (bvule ?x7411 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8469 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8445 (mem!block_tables!32 (bvadd ?x8469 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8445) (bvule ?x8445 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9514 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9497 (mem!block_tables!32 (bvadd ?x9514 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9497) (bvule ?x9497 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14049 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14069 (concat (bvadd ?x408 (concat (_ bv0 30) ?x14049)) (_ bv0 2))))
 (let ((?x14071 (mem!block_tables!32 (bvadd ?x14069 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14071) (bvule ?x14071 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
