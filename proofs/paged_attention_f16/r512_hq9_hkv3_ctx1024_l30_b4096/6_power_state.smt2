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
 (bvult ctaid.z@A (_ bv512 32)))
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
 (let ((?x2829 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2818 (mem!block_tables!32 (bvadd ?x2829 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2818) (bvule ?x2818 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3855 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3836 (mem!block_tables!32 (bvadd ?x3855 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3836) (bvule ?x3836 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4879 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4857 (mem!block_tables!32 (bvadd ?x4879 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4857) (bvule ?x4857 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5918 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5887 (mem!block_tables!32 (bvadd ?x5918 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5887) (bvule ?x5887 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6959 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6960 (mem!block_tables!32 (bvadd ?x6959 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6960) (bvule ?x6960 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8006 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7994 (mem!block_tables!32 (bvadd ?x8006 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7994) (bvule ?x7994 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9057 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9051 (mem!block_tables!32 (bvadd ?x9057 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9051) (bvule ?x9051 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x531 (mem!block_tables!32 (bvadd ?x559 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x531) (bvule ?x531 (_ bv4095 32)))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17763 (bvadd (_ bv32 64) ?x559)))
 (let ((?x17737 (mem!block_tables!32 (bvadd ?x17763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17737) (bvule ?x17737 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19222 (bvadd (_ bv64 64) ?x559)))
 (let ((?x19221 (mem!block_tables!32 (bvadd ?x19222 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19221) (bvule ?x19221 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20668 (bvadd (_ bv96 64) ?x559)))
 (let ((?x20641 (mem!block_tables!32 (bvadd ?x20668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20641) (bvule ?x20641 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22118 (bvadd (_ bv128 64) ?x559)))
 (let ((?x22106 (mem!block_tables!32 (bvadd ?x22118 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22106) (bvule ?x22106 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23569 (bvadd (_ bv160 64) ?x559)))
 (let ((?x23557 (mem!block_tables!32 (bvadd ?x23569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23557) (bvule ?x23557 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25021 (bvadd (_ bv192 64) ?x559)))
 (let ((?x25020 (mem!block_tables!32 (bvadd ?x25021 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25020) (bvule ?x25020 (_ bv4095 32))))))))
(assert
 (let ((?x553 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x559 (concat (bvadd ?x553 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26471 (bvadd (_ bv224 64) ?x559)))
 (let ((?x26459 (mem!block_tables!32 (bvadd ?x26471 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26459) (bvule ?x26459 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
