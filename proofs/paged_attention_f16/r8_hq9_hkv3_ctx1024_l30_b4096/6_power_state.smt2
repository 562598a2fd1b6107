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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x268 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x268) (bvule ?x268 (_ bv1024 32)))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3328 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3319 (mem!block_tables!32 (bvadd ?x3328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3319) (bvule ?x3319 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4340 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4344 (mem!block_tables!32 (bvadd ?x4340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4344) (bvule ?x4344 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5358 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5361 (mem!block_tables!32 (bvadd ?x5358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5361) (bvule ?x5361 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6384 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6367 (mem!block_tables!32 (bvadd ?x6384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6367) (bvule ?x6367 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7414 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7394 (mem!block_tables!32 (bvadd ?x7414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7394) (bvule ?x7394 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8452 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8428 (mem!block_tables!32 (bvadd ?x8452 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8428) (bvule ?x8428 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9497 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9480 (mem!block_tables!32 (bvadd ?x9497 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9480) (bvule ?x9480 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14032 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14052 (concat (bvadd ?x410 (concat (_ bv0 30) ?x14032)) (_ bv0 2))))
 (let ((?x14054 (mem!block_tables!32 (bvadd ?x14052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14054) (bvule ?x14054 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x282 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x287 (and $x258 $x282)))
(or $x287)))))
(check-sat)
