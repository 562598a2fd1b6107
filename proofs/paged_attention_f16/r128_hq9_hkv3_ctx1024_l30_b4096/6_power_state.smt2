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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x412 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x384 (mem!block_tables!32 (bvadd ?x412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x384) (bvule ?x384 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x412 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x384 (mem!block_tables!32 (bvadd ?x412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x384) (bvule ?x384 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3296 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3287 (mem!block_tables!32 (bvadd ?x3296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3287) (bvule ?x3287 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4308 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4312 (mem!block_tables!32 (bvadd ?x4308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4312) (bvule ?x4312 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5326 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5329 (mem!block_tables!32 (bvadd ?x5326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5329) (bvule ?x5329 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6352 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6335 (mem!block_tables!32 (bvadd ?x6352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6335) (bvule ?x6335 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7382 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7362 (mem!block_tables!32 (bvadd ?x7382 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7362) (bvule ?x7362 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8420 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8396 (mem!block_tables!32 (bvadd ?x8420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8396) (bvule ?x8396 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9465 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9448 (mem!block_tables!32 (bvadd ?x9465 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9448) (bvule ?x9448 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14000 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14020 (concat (bvadd ?x406 (concat (_ bv0 30) ?x14000)) (_ bv0 2))))
 (let ((?x14022 (mem!block_tables!32 (bvadd ?x14020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14022) (bvule ?x14022 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x283 (and $x254 $x278)))
(or $x283)))))
(check-sat)
