; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x474 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x474) (bvule ?x474 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1948 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1935 (mem!block_tables!32 (bvadd ?x1948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1935) (bvule ?x1935 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2458 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2439 (mem!block_tables!32 (bvadd ?x2458 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2439) (bvule ?x2439 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2970 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2946 (mem!block_tables!32 (bvadd ?x2970 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2946) (bvule ?x2946 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3494 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3473 (mem!block_tables!32 (bvadd ?x3494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3473) (bvule ?x3473 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4021 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4012 (mem!block_tables!32 (bvadd ?x4021 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4012) (bvule ?x4012 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4554 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4548 (mem!block_tables!32 (bvadd ?x4554 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4548) (bvule ?x4548 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5093 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5085 (mem!block_tables!32 (bvadd ?x5093 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5085) (bvule ?x5085 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x474 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x474) (bvule ?x474 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7109 (bvadd (_ bv32 64) ?x492)))
 (let ((?x7083 (mem!block_tables!32 (bvadd ?x7109 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7083) (bvule ?x7083 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7705 (bvadd (_ bv64 64) ?x492)))
 (let ((?x7704 (mem!block_tables!32 (bvadd ?x7705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7704) (bvule ?x7704 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8288 (bvadd (_ bv96 64) ?x492)))
 (let ((?x8261 (mem!block_tables!32 (bvadd ?x8288 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8261) (bvule ?x8261 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8875 (bvadd (_ bv128 64) ?x492)))
 (let ((?x8863 (mem!block_tables!32 (bvadd ?x8875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8863) (bvule ?x8863 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9463 (bvadd (_ bv160 64) ?x492)))
 (let ((?x9451 (mem!block_tables!32 (bvadd ?x9463 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9451) (bvule ?x9451 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10053 (bvadd (_ bv192 64) ?x492)))
 (let ((?x10052 (mem!block_tables!32 (bvadd ?x10053 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10052) (bvule ?x10052 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10641 (bvadd (_ bv224 64) ?x492)))
 (let ((?x10629 (mem!block_tables!32 (bvadd ?x10641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10629) (bvule ?x10629 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(and $x254 $x278))))
(check-sat)
