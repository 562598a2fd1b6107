; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v2904@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2867 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2856 (mem!block_tables!32 (bvadd ?x2867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2856) (bvule ?x2856 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3874 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3855 (mem!block_tables!32 (bvadd ?x3874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3855) (bvule ?x3855 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4887 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4864 (mem!block_tables!32 (bvadd ?x4887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4864) (bvule ?x4864 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5907 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6932 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7964 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7952 (mem!block_tables!32 (bvadd ?x7964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7952) (bvule ?x7952 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9004 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8998 (mem!block_tables!32 (bvadd ?x9004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8998) (bvule ?x8998 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12635 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12655 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12635)) (_ bv0 2))))
 (let ((?x12622 (mem!block_tables!32 (bvadd ?x12655 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12622) (bvule ?x12622 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285)))))
(check-sat)
