; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x530 (mem!block_tables!32 (bvadd ?x558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x530) (bvule ?x530 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2837 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2826 (mem!block_tables!32 (bvadd ?x2837 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2826) (bvule ?x2826 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3862 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3843 (mem!block_tables!32 (bvadd ?x3862 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3843) (bvule ?x3843 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4886 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4864 (mem!block_tables!32 (bvadd ?x4886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4864) (bvule ?x4864 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5926 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5895 (mem!block_tables!32 (bvadd ?x5926 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5895) (bvule ?x5895 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6967 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6968 (mem!block_tables!32 (bvadd ?x6967 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6968) (bvule ?x6968 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8014 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8002 (mem!block_tables!32 (bvadd ?x8014 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8002) (bvule ?x8002 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9065 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9059 (mem!block_tables!32 (bvadd ?x9065 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9059) (bvule ?x9059 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x530 (mem!block_tables!32 (bvadd ?x558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x530) (bvule ?x530 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17771 (bvadd (_ bv32 64) ?x558)))
 (let ((?x17745 (mem!block_tables!32 (bvadd ?x17771 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17745) (bvule ?x17745 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19230 (bvadd (_ bv64 64) ?x558)))
 (let ((?x19229 (mem!block_tables!32 (bvadd ?x19230 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19229) (bvule ?x19229 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20676 (bvadd (_ bv96 64) ?x558)))
 (let ((?x20649 (mem!block_tables!32 (bvadd ?x20676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20649) (bvule ?x20649 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22126 (bvadd (_ bv128 64) ?x558)))
 (let ((?x22114 (mem!block_tables!32 (bvadd ?x22126 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22114) (bvule ?x22114 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23577 (bvadd (_ bv160 64) ?x558)))
 (let ((?x23565 (mem!block_tables!32 (bvadd ?x23577 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23565) (bvule ?x23565 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25029 (bvadd (_ bv192 64) ?x558)))
 (let ((?x25028 (mem!block_tables!32 (bvadd ?x25029 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25028) (bvule ?x25028 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26479 (bvadd (_ bv224 64) ?x558)))
 (let ((?x26467 (mem!block_tables!32 (bvadd ?x26479 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26467) (bvule ?x26467 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
