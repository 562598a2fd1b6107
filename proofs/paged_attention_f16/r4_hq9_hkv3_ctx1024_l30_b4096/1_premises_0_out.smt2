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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1931 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1919 (mem!block_tables!32 (bvadd ?x1931 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1919) (bvule ?x1919 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2442 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2423 (mem!block_tables!32 (bvadd ?x2442 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2423) (bvule ?x2423 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2953 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2930 (mem!block_tables!32 (bvadd ?x2953 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2930) (bvule ?x2930 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3477 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3456 (mem!block_tables!32 (bvadd ?x3477 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3456) (bvule ?x3456 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4004 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3995 (mem!block_tables!32 (bvadd ?x4004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3995) (bvule ?x3995 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4537 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4531 (mem!block_tables!32 (bvadd ?x4537 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4531) (bvule ?x4531 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5076 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5068 (mem!block_tables!32 (bvadd ?x5076 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5068) (bvule ?x5068 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7092 (bvadd (_ bv32 64) ?x494)))
 (let ((?x7066 (mem!block_tables!32 (bvadd ?x7092 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7066) (bvule ?x7066 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7688 (bvadd (_ bv64 64) ?x494)))
 (let ((?x7687 (mem!block_tables!32 (bvadd ?x7688 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7687) (bvule ?x7687 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8271 (bvadd (_ bv96 64) ?x494)))
 (let ((?x8244 (mem!block_tables!32 (bvadd ?x8271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8244) (bvule ?x8244 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8858 (bvadd (_ bv128 64) ?x494)))
 (let ((?x8846 (mem!block_tables!32 (bvadd ?x8858 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8846) (bvule ?x8846 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9446 (bvadd (_ bv160 64) ?x494)))
 (let ((?x9434 (mem!block_tables!32 (bvadd ?x9446 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9434) (bvule ?x9434 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10036 (bvadd (_ bv192 64) ?x494)))
 (let ((?x10035 (mem!block_tables!32 (bvadd ?x10036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10035) (bvule ?x10035 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10624 (bvadd (_ bv224 64) ?x494)))
 (let ((?x10612 (mem!block_tables!32 (bvadd ?x10624 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10612) (bvule ?x10612 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv4 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(and $x257 $x280))))
(check-sat)
