; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv512 32)))
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
 (let ((?x1876 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1863 (mem!block_tables!32 (bvadd ?x1876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1863) (bvule ?x1863 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2386 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2367 (mem!block_tables!32 (bvadd ?x2386 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2367) (bvule ?x2367 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2898 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2874 (mem!block_tables!32 (bvadd ?x2898 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2874) (bvule ?x2874 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3421 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3400 (mem!block_tables!32 (bvadd ?x3421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3400) (bvule ?x3400 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3948 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3939 (mem!block_tables!32 (bvadd ?x3948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3939) (bvule ?x3939 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4481 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4475 (mem!block_tables!32 (bvadd ?x4481 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4475) (bvule ?x4475 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5020 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5012 (mem!block_tables!32 (bvadd ?x5020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5012) (bvule ?x5012 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7036 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7010 (mem!block_tables!32 (bvadd ?x7036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7010) (bvule ?x7010 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7632 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7631 (mem!block_tables!32 (bvadd ?x7632 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7631) (bvule ?x7631 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8215 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8188 (mem!block_tables!32 (bvadd ?x8215 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8188) (bvule ?x8188 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8802 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8790 (mem!block_tables!32 (bvadd ?x8802 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8790) (bvule ?x8790 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9390 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9378 (mem!block_tables!32 (bvadd ?x9390 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9378) (bvule ?x9378 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9980 (bvadd (_ bv192 64) ?x495)))
 (let ((?x9979 (mem!block_tables!32 (bvadd ?x9980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9979) (bvule ?x9979 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10568 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10556 (mem!block_tables!32 (bvadd ?x10568 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10556) (bvule ?x10556 (_ bv4095 32))))))))
(assert
 (let ((?x16575 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x16578 (bvand ?x16575 (_ bv31 32))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x25176 (and $x257 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x16578)))))))
(let (($x24548 (or $x25176)))
(or $x24548 $x24548 $x24548 $x24548 $x24548 $x24548 $x24548 $x24548 $x24548 $x24548)))))))
(check-sat)
