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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x2870 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2859 (mem!block_tables!32 (bvadd ?x2870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2859) (bvule ?x2859 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3896 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3877 (mem!block_tables!32 (bvadd ?x3896 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3877) (bvule ?x3877 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4920 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4898 (mem!block_tables!32 (bvadd ?x4920 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4898) (bvule ?x4898 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5960 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5929 (mem!block_tables!32 (bvadd ?x5960 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5929) (bvule ?x5929 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7001 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7002 (mem!block_tables!32 (bvadd ?x7001 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7002) (bvule ?x7002 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8048 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8036 (mem!block_tables!32 (bvadd ?x8048 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8036) (bvule ?x8036 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9099 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9093 (mem!block_tables!32 (bvadd ?x9099 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9093) (bvule ?x9093 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x531 (mem!block_tables!32 (bvadd ?x559 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x531) (bvule ?x531 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17804 (bvadd (_ bv32 64) ?x559)))
 (let ((?x17778 (mem!block_tables!32 (bvadd ?x17804 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17778) (bvule ?x17778 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19263 (bvadd (_ bv64 64) ?x559)))
 (let ((?x19262 (mem!block_tables!32 (bvadd ?x19263 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19262) (bvule ?x19262 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20709 (bvadd (_ bv96 64) ?x559)))
 (let ((?x20682 (mem!block_tables!32 (bvadd ?x20709 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20682) (bvule ?x20682 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22159 (bvadd (_ bv128 64) ?x559)))
 (let ((?x22147 (mem!block_tables!32 (bvadd ?x22159 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22147) (bvule ?x22147 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23610 (bvadd (_ bv160 64) ?x559)))
 (let ((?x23598 (mem!block_tables!32 (bvadd ?x23610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23598) (bvule ?x23598 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25062 (bvadd (_ bv192 64) ?x559)))
 (let ((?x25061 (mem!block_tables!32 (bvadd ?x25062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25061) (bvule ?x25061 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26512 (bvadd (_ bv224 64) ?x559)))
 (let ((?x26500 (mem!block_tables!32 (bvadd ?x26512 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26500) (bvule ?x26500 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
