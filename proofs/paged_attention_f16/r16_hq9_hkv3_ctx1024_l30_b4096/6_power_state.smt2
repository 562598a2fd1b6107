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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x3322 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3313 (mem!block_tables!32 (bvadd ?x3322 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3313) (bvule ?x3313 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4334 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4338 (mem!block_tables!32 (bvadd ?x4334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4338) (bvule ?x4338 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5352 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5355 (mem!block_tables!32 (bvadd ?x5352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5355) (bvule ?x5355 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6378 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6361 (mem!block_tables!32 (bvadd ?x6378 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6361) (bvule ?x6361 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7408 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7388 (mem!block_tables!32 (bvadd ?x7408 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7388) (bvule ?x7388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8446 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8422 (mem!block_tables!32 (bvadd ?x8446 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8422) (bvule ?x8422 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9491 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9474 (mem!block_tables!32 (bvadd ?x9491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9474) (bvule ?x9474 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14025 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14045 (concat (bvadd ?x410 (concat (_ bv0 30) ?x14025)) (_ bv0 2))))
 (let ((?x14047 (mem!block_tables!32 (bvadd ?x14045 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14047) (bvule ?x14047 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x282 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x287 (and $x258 $x282)))
(or $x287)))))
(check-sat)
