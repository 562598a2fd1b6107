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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1926 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1913 (mem!block_tables!32 (bvadd ?x1926 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1913) (bvule ?x1913 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2436 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2417 (mem!block_tables!32 (bvadd ?x2436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2417) (bvule ?x2417 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2948 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2924 (mem!block_tables!32 (bvadd ?x2948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2924) (bvule ?x2924 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3472 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3451 (mem!block_tables!32 (bvadd ?x3472 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3451) (bvule ?x3451 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3999 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3990 (mem!block_tables!32 (bvadd ?x3999 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3990) (bvule ?x3990 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4532 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4526 (mem!block_tables!32 (bvadd ?x4532 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4526) (bvule ?x4526 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5071 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5063 (mem!block_tables!32 (bvadd ?x5071 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5063) (bvule ?x5063 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7085 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7057 (mem!block_tables!32 (bvadd ?x7085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7057) (bvule ?x7057 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7681 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7680 (mem!block_tables!32 (bvadd ?x7681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7680) (bvule ?x7680 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8264 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8237 (mem!block_tables!32 (bvadd ?x8264 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8237) (bvule ?x8237 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8851 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8839 (mem!block_tables!32 (bvadd ?x8851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8839) (bvule ?x8839 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9439 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9427 (mem!block_tables!32 (bvadd ?x9439 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9427) (bvule ?x9427 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10029 (bvadd (_ bv192 64) ?x495)))
 (let ((?x10028 (mem!block_tables!32 (bvadd ?x10029 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10028) (bvule ?x10028 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10617 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10605 (mem!block_tables!32 (bvadd ?x10617 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10605) (bvule ?x10605 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv8 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(and $x257 $x281))))
(check-sat)
