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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x530 (mem!block_tables!32 (bvadd ?x558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x530) (bvule ?x530 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2885 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2874 (mem!block_tables!32 (bvadd ?x2885 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2874) (bvule ?x2874 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3911 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3892 (mem!block_tables!32 (bvadd ?x3911 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3892) (bvule ?x3892 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4935 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4913 (mem!block_tables!32 (bvadd ?x4935 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4913) (bvule ?x4913 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5974 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5943 (mem!block_tables!32 (bvadd ?x5974 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5943) (bvule ?x5943 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7015 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7016 (mem!block_tables!32 (bvadd ?x7015 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7016) (bvule ?x7016 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8062 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8050 (mem!block_tables!32 (bvadd ?x8062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8050) (bvule ?x8050 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9113 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9107 (mem!block_tables!32 (bvadd ?x9113 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9107) (bvule ?x9107 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x530 (mem!block_tables!32 (bvadd ?x558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x530) (bvule ?x530 (_ bv4095 32)))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17819 (bvadd (_ bv32 64) ?x558)))
 (let ((?x17793 (mem!block_tables!32 (bvadd ?x17819 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17793) (bvule ?x17793 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19278 (bvadd (_ bv64 64) ?x558)))
 (let ((?x19277 (mem!block_tables!32 (bvadd ?x19278 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19277) (bvule ?x19277 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20724 (bvadd (_ bv96 64) ?x558)))
 (let ((?x20697 (mem!block_tables!32 (bvadd ?x20724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20697) (bvule ?x20697 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22174 (bvadd (_ bv128 64) ?x558)))
 (let ((?x22162 (mem!block_tables!32 (bvadd ?x22174 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22162) (bvule ?x22162 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23625 (bvadd (_ bv160 64) ?x558)))
 (let ((?x23613 (mem!block_tables!32 (bvadd ?x23625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23613) (bvule ?x23613 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25077 (bvadd (_ bv192 64) ?x558)))
 (let ((?x25076 (mem!block_tables!32 (bvadd ?x25077 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25076) (bvule ?x25076 (_ bv4095 32))))))))
(assert
 (let ((?x552 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x558 (concat (bvadd ?x552 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26527 (bvadd (_ bv224 64) ?x558)))
 (let ((?x26515 (mem!block_tables!32 (bvadd ?x26527 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26515) (bvule ?x26515 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285)))))
(check-sat)
