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
 (bvult ctaid.z@A (_ bv2 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1940 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1927 (mem!block_tables!32 (bvadd ?x1940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1927) (bvule ?x1927 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2449 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2430 (mem!block_tables!32 (bvadd ?x2449 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2430) (bvule ?x2430 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2961 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2937 (mem!block_tables!32 (bvadd ?x2961 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2937) (bvule ?x2937 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3485 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3464 (mem!block_tables!32 (bvadd ?x3485 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3464) (bvule ?x3464 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4012 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4003 (mem!block_tables!32 (bvadd ?x4012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4003) (bvule ?x4003 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4545 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4539 (mem!block_tables!32 (bvadd ?x4545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4539) (bvule ?x4539 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5084 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5076 (mem!block_tables!32 (bvadd ?x5084 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5076) (bvule ?x5076 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7100 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7074 (mem!block_tables!32 (bvadd ?x7100 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7074) (bvule ?x7074 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7696 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7695 (mem!block_tables!32 (bvadd ?x7696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7695) (bvule ?x7695 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8279 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8252 (mem!block_tables!32 (bvadd ?x8279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8252) (bvule ?x8252 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8866 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8854 (mem!block_tables!32 (bvadd ?x8866 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8854) (bvule ?x8854 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9454 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9442 (mem!block_tables!32 (bvadd ?x9454 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9442) (bvule ?x9442 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10044 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10043 (mem!block_tables!32 (bvadd ?x10044 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10043) (bvule ?x10043 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10632 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10620 (mem!block_tables!32 (bvadd ?x10632 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10620) (bvule ?x10620 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv2 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(and $x256 $x280))))
(check-sat)
