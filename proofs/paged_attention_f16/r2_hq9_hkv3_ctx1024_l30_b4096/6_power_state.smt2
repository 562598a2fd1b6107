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
 (bvult ctaid.z@A (_ bv2 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x529 (mem!block_tables!32 (bvadd ?x557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x529) (bvule ?x529 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2893 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2882 (mem!block_tables!32 (bvadd ?x2893 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2882) (bvule ?x2882 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3918 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3899 (mem!block_tables!32 (bvadd ?x3918 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3899) (bvule ?x3899 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4942 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4920 (mem!block_tables!32 (bvadd ?x4942 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4920) (bvule ?x4920 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5982 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5951 (mem!block_tables!32 (bvadd ?x5982 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5951) (bvule ?x5951 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7023 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7024 (mem!block_tables!32 (bvadd ?x7023 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7024) (bvule ?x7024 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8070 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8058 (mem!block_tables!32 (bvadd ?x8070 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8058) (bvule ?x8058 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9121 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9115 (mem!block_tables!32 (bvadd ?x9121 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9115) (bvule ?x9115 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x529 (mem!block_tables!32 (bvadd ?x557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x529) (bvule ?x529 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17827 (bvadd (_ bv32 64) ?x557)))
 (let ((?x17801 (mem!block_tables!32 (bvadd ?x17827 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17801) (bvule ?x17801 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19286 (bvadd (_ bv64 64) ?x557)))
 (let ((?x19285 (mem!block_tables!32 (bvadd ?x19286 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19285) (bvule ?x19285 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20732 (bvadd (_ bv96 64) ?x557)))
 (let ((?x20705 (mem!block_tables!32 (bvadd ?x20732 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20705) (bvule ?x20705 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22182 (bvadd (_ bv128 64) ?x557)))
 (let ((?x22170 (mem!block_tables!32 (bvadd ?x22182 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22170) (bvule ?x22170 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23633 (bvadd (_ bv160 64) ?x557)))
 (let ((?x23621 (mem!block_tables!32 (bvadd ?x23633 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23621) (bvule ?x23621 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25085 (bvadd (_ bv192 64) ?x557)))
 (let ((?x25084 (mem!block_tables!32 (bvadd ?x25085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25084) (bvule ?x25084 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26535 (bvadd (_ bv224 64) ?x557)))
 (let ((?x26523 (mem!block_tables!32 (bvadd ?x26535 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26523) (bvule ?x26523 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x285 (and $x256 $x280)))
(or $x285)))))
(check-sat)
