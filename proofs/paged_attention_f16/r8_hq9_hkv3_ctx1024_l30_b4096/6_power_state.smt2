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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x531 (mem!block_tables!32 (bvadd ?x559 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x531) (bvule ?x531 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2878 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2867 (mem!block_tables!32 (bvadd ?x2878 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2867) (bvule ?x2867 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3904 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3885 (mem!block_tables!32 (bvadd ?x3904 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3885) (bvule ?x3885 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4928 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4906 (mem!block_tables!32 (bvadd ?x4928 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4906) (bvule ?x4906 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5968 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5937 (mem!block_tables!32 (bvadd ?x5968 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5937) (bvule ?x5937 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7009 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7010 (mem!block_tables!32 (bvadd ?x7009 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7010) (bvule ?x7010 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8056 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8044 (mem!block_tables!32 (bvadd ?x8056 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8044) (bvule ?x8044 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9107 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9101 (mem!block_tables!32 (bvadd ?x9107 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9101) (bvule ?x9101 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x531 (mem!block_tables!32 (bvadd ?x559 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x531) (bvule ?x531 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17811 (bvadd (_ bv32 64) ?x559)))
 (let ((?x17785 (mem!block_tables!32 (bvadd ?x17811 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17785) (bvule ?x17785 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19270 (bvadd (_ bv64 64) ?x559)))
 (let ((?x19269 (mem!block_tables!32 (bvadd ?x19270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19269) (bvule ?x19269 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20716 (bvadd (_ bv96 64) ?x559)))
 (let ((?x20689 (mem!block_tables!32 (bvadd ?x20716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20689) (bvule ?x20689 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22166 (bvadd (_ bv128 64) ?x559)))
 (let ((?x22154 (mem!block_tables!32 (bvadd ?x22166 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22154) (bvule ?x22154 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23617 (bvadd (_ bv160 64) ?x559)))
 (let ((?x23605 (mem!block_tables!32 (bvadd ?x23617 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23605) (bvule ?x23605 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25069 (bvadd (_ bv192 64) ?x559)))
 (let ((?x25068 (mem!block_tables!32 (bvadd ?x25069 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25068) (bvule ?x25068 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26519 (bvadd (_ bv224 64) ?x559)))
 (let ((?x26507 (mem!block_tables!32 (bvadd ?x26519 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26507) (bvule ?x26507 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
