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
(declare-fun v2931@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2931@B () (_ BitVec 64))
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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2835 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2824 (mem!block_tables!32 (bvadd ?x2835 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2824) (bvule ?x2824 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3848 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3829 (mem!block_tables!32 (bvadd ?x3848 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3829) (bvule ?x3829 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4867 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4844 (mem!block_tables!32 (bvadd ?x4867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4844) (bvule ?x4844 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5893 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5862 (mem!block_tables!32 (bvadd ?x5893 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5862) (bvule ?x5862 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6924 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6925 (mem!block_tables!32 (bvadd ?x6924 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6925) (bvule ?x6925 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7962 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7950 (mem!block_tables!32 (bvadd ?x7962 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7950) (bvule ?x7950 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9008 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9002 (mem!block_tables!32 (bvadd ?x9008 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9002) (bvule ?x9002 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12646 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12666 (concat (bvadd ?x542 (concat (_ bv0 30) ?x12646)) (_ bv0 2))))
 (let ((?x12663 (mem!block_tables!32 (bvadd ?x12666 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12663) (bvule ?x12663 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv128 32)))
(assert
 (let ((?x6301 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6301) (bvule ?x6301 (_ bv1024 32)))))
(assert
 (let ((?x5287 ((_ extract 31 4) tid.x@B)))
 (let ((?x3244 (concat (_ bv0 34) ?x5287)))
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5276 (concat (bvadd ?x4267 ?x3244) (_ bv0 2))))
 (let ((?x7333 (mem!block_tables!32 (bvadd ?x5276 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7333) (bvule ?x7333 (_ bv4095 32)))))))))
(assert
 (let ((?x3245 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5277 (concat (bvadd ?x4267 ?x3245) (_ bv0 2))))
 (let ((?x7334 (mem!block_tables!32 (bvadd ?x5277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7334) (bvule ?x7334 (_ bv4095 32))))))))
(assert
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3246 (concat (bvadd ?x4267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5278 (mem!block_tables!32 (bvadd ?x3246 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5278) (bvule ?x5278 (_ bv4095 32)))))))
(assert
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9421 (concat (bvadd ?x4267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3247 (mem!block_tables!32 (bvadd ?x9421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3247) (bvule ?x3247 (_ bv4095 32)))))))
(assert
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7338 (concat (bvadd ?x4267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9422 (mem!block_tables!32 (bvadd ?x7338 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9422) (bvule ?x9422 (_ bv4095 32)))))))
(assert
 (let ((?x3250 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5282 (concat (bvadd ?x4267 ?x3250) (_ bv0 2))))
 (let ((?x7339 (mem!block_tables!32 (bvadd ?x5282 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7339) (bvule ?x7339 (_ bv4095 32))))))))
(assert
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3251 (concat (bvadd ?x4267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5283 (mem!block_tables!32 (bvadd ?x3251 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5283) (bvule ?x5283 (_ bv4095 32)))))))
(assert
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9426 (concat (bvadd ?x4267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3252 (mem!block_tables!32 (bvadd ?x9426 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3252) (bvule ?x3252 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5287 ((_ extract 31 4) tid.x@B)))
 (let ((?x6313 (concat (_ bv0 4) ?x5287)))
 (let ((?x7344 ((_ extract 31 0) v2931@B)))
 (let ((?x8382 (bvmul (_ bv8 32) ?x7344)))
 (let ((?x4267 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6312 (concat (bvadd ?x4267 (concat (_ bv0 30) (bvadd ?x8382 ?x6313))) (_ bv0 2))))
 (let ((?x8381 (mem!block_tables!32 (bvadd ?x6312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8381) (bvule ?x8381 (_ bv4095 32)))))))))))
(assert
 (let (($x102 (= ctaid.z@A ctaid.z@B)))
 (let (($x1720 (= ctaid.y@A ctaid.y@B)))
 (let (($x1719 (= ctaid.x@A ctaid.x@B)))
 (and $x1719 $x1720 $x102)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x253 (= param!power (_ bv1 32))))
(let (($x6679 (and (distinct $x253 $x253) true)))
(or $x6679 $x6679 $x6679 $x6679 $x6679 $x6679))))
(check-sat)
