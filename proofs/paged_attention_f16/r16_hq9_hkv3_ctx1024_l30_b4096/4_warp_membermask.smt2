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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x1917 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1904 (mem!block_tables!32 (bvadd ?x1917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1904) (bvule ?x1904 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2427 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2408 (mem!block_tables!32 (bvadd ?x2427 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2408) (bvule ?x2408 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2939 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2915 (mem!block_tables!32 (bvadd ?x2939 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2915) (bvule ?x2915 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3463 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3442 (mem!block_tables!32 (bvadd ?x3463 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3442) (bvule ?x3442 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3990 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3981 (mem!block_tables!32 (bvadd ?x3990 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3981) (bvule ?x3981 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4523 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4517 (mem!block_tables!32 (bvadd ?x4523 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4517) (bvule ?x4517 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5062 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5054 (mem!block_tables!32 (bvadd ?x5062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5054) (bvule ?x5054 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7078 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7052 (mem!block_tables!32 (bvadd ?x7078 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7052) (bvule ?x7052 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7674 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7673 (mem!block_tables!32 (bvadd ?x7674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7673) (bvule ?x7673 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8257 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8230 (mem!block_tables!32 (bvadd ?x8257 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8230) (bvule ?x8230 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8844 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8832 (mem!block_tables!32 (bvadd ?x8844 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8832) (bvule ?x8832 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9432 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9420 (mem!block_tables!32 (bvadd ?x9432 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9420) (bvule ?x9420 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10022 (bvadd (_ bv192 64) ?x495)))
 (let ((?x10021 (mem!block_tables!32 (bvadd ?x10022 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10021) (bvule ?x10021 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10610 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10598 (mem!block_tables!32 (bvadd ?x10610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10598) (bvule ?x10598 (_ bv4095 32))))))))
(assert
 (let ((?x16575 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x16578 (bvand ?x16575 (_ bv31 32))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x21967 (and $x257 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x16578)))))))
(let (($x25169 (or $x21967)))
(or $x25169 $x25169 $x25169 $x25169 $x25169 $x25169 $x25169 $x25169 $x25169 $x25169)))))))
(check-sat)
