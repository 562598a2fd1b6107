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
 (bvult ctaid.z@A (_ bv256 32)))
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
 (let ((?x3289 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3280 (mem!block_tables!32 (bvadd ?x3289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3280) (bvule ?x3280 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4301 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4305 (mem!block_tables!32 (bvadd ?x4301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4305) (bvule ?x4305 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5319 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5322 (mem!block_tables!32 (bvadd ?x5319 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5322) (bvule ?x5322 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6345 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6328 (mem!block_tables!32 (bvadd ?x6345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6328) (bvule ?x6328 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7375 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7355 (mem!block_tables!32 (bvadd ?x7375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7355) (bvule ?x7355 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8413 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8389 (mem!block_tables!32 (bvadd ?x8413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8389) (bvule ?x8389 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9458 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9441 (mem!block_tables!32 (bvadd ?x9458 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9441) (bvule ?x9441 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x13993 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14013 (concat (bvadd ?x410 (concat (_ bv0 30) ?x13993)) (_ bv0 2))))
 (let ((?x14015 (mem!block_tables!32 (bvadd ?x14013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14015) (bvule ?x14015 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x282 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x287 (and $x258 $x282)))
(or $x287)))))
(check-sat)
