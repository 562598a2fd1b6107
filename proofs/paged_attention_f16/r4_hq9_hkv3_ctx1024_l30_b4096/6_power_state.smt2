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
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2876 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2865 (mem!block_tables!32 (bvadd ?x2876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2865) (bvule ?x2865 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3889 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3870 (mem!block_tables!32 (bvadd ?x3889 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3870) (bvule ?x3870 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4908 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4885 (mem!block_tables!32 (bvadd ?x4908 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4885) (bvule ?x4885 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5934 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5903 (mem!block_tables!32 (bvadd ?x5934 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5903) (bvule ?x5903 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6965 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6966 (mem!block_tables!32 (bvadd ?x6965 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6966) (bvule ?x6966 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8003 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7991 (mem!block_tables!32 (bvadd ?x8003 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7991) (bvule ?x7991 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9049 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9043 (mem!block_tables!32 (bvadd ?x9049 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9043) (bvule ?x9043 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13301 (bvadd (_ bv32 64) ?x551)))
 (let ((?x13271 (mem!block_tables!32 (bvadd ?x13301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13271) (bvule ?x13271 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14770 (bvadd (_ bv64 64) ?x551)))
 (let ((?x14769 (mem!block_tables!32 (bvadd ?x14770 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14769) (bvule ?x14769 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16219 (bvadd (_ bv96 64) ?x551)))
 (let ((?x16192 (mem!block_tables!32 (bvadd ?x16219 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16192) (bvule ?x16192 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17678 (bvadd (_ bv128 64) ?x551)))
 (let ((?x17666 (mem!block_tables!32 (bvadd ?x17678 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17666) (bvule ?x17666 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19136 (bvadd (_ bv160 64) ?x551)))
 (let ((?x19124 (mem!block_tables!32 (bvadd ?x19136 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19124) (bvule ?x19124 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20594 (bvadd (_ bv192 64) ?x551)))
 (let ((?x20593 (mem!block_tables!32 (bvadd ?x20594 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20593) (bvule ?x20593 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22046 (bvadd (_ bv224 64) ?x551)))
 (let ((?x22034 (mem!block_tables!32 (bvadd ?x22046 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22034) (bvule ?x22034 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285)))))
(check-sat)
