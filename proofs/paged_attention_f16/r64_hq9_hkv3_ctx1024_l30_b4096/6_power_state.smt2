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
 (bvult ctaid.z@A (_ bv64 32)))
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
 (let ((?x2852 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2841 (mem!block_tables!32 (bvadd ?x2852 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2841) (bvule ?x2841 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3878 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3859 (mem!block_tables!32 (bvadd ?x3878 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3859) (bvule ?x3859 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4902 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4880 (mem!block_tables!32 (bvadd ?x4902 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4880) (bvule ?x4880 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5942 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5911 (mem!block_tables!32 (bvadd ?x5942 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5911) (bvule ?x5911 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6983 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6984 (mem!block_tables!32 (bvadd ?x6983 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6984) (bvule ?x6984 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8030 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8018 (mem!block_tables!32 (bvadd ?x8030 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8018) (bvule ?x8018 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9081 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9075 (mem!block_tables!32 (bvadd ?x9081 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9075) (bvule ?x9075 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x529 (mem!block_tables!32 (bvadd ?x557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x529) (bvule ?x529 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17787 (bvadd (_ bv32 64) ?x557)))
 (let ((?x17761 (mem!block_tables!32 (bvadd ?x17787 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17761) (bvule ?x17761 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19246 (bvadd (_ bv64 64) ?x557)))
 (let ((?x19245 (mem!block_tables!32 (bvadd ?x19246 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19245) (bvule ?x19245 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20692 (bvadd (_ bv96 64) ?x557)))
 (let ((?x20665 (mem!block_tables!32 (bvadd ?x20692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20665) (bvule ?x20665 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22142 (bvadd (_ bv128 64) ?x557)))
 (let ((?x22130 (mem!block_tables!32 (bvadd ?x22142 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22130) (bvule ?x22130 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23593 (bvadd (_ bv160 64) ?x557)))
 (let ((?x23581 (mem!block_tables!32 (bvadd ?x23593 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23581) (bvule ?x23581 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25045 (bvadd (_ bv192 64) ?x557)))
 (let ((?x25044 (mem!block_tables!32 (bvadd ?x25045 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25044) (bvule ?x25044 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26495 (bvadd (_ bv224 64) ?x557)))
 (let ((?x26483 (mem!block_tables!32 (bvadd ?x26495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26483) (bvule ?x26483 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x285 (and $x256 $x280)))
(or $x285)))))
(check-sat)
