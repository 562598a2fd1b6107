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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x529 (mem!block_tables!32 (bvadd ?x557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x529) (bvule ?x529 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2860 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2849 (mem!block_tables!32 (bvadd ?x2860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2849) (bvule ?x2849 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3886 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3867 (mem!block_tables!32 (bvadd ?x3886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3867) (bvule ?x3867 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4910 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4888 (mem!block_tables!32 (bvadd ?x4910 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4888) (bvule ?x4888 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5950 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5919 (mem!block_tables!32 (bvadd ?x5950 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5919) (bvule ?x5919 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6991 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6992 (mem!block_tables!32 (bvadd ?x6991 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6992) (bvule ?x6992 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8038 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8026 (mem!block_tables!32 (bvadd ?x8038 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8026) (bvule ?x8026 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9089 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9083 (mem!block_tables!32 (bvadd ?x9089 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9083) (bvule ?x9083 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x529 (mem!block_tables!32 (bvadd ?x557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x529) (bvule ?x529 (_ bv4095 32)))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17795 (bvadd (_ bv32 64) ?x557)))
 (let ((?x17769 (mem!block_tables!32 (bvadd ?x17795 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17769) (bvule ?x17769 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19254 (bvadd (_ bv64 64) ?x557)))
 (let ((?x19253 (mem!block_tables!32 (bvadd ?x19254 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19253) (bvule ?x19253 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20700 (bvadd (_ bv96 64) ?x557)))
 (let ((?x20673 (mem!block_tables!32 (bvadd ?x20700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20673) (bvule ?x20673 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22150 (bvadd (_ bv128 64) ?x557)))
 (let ((?x22138 (mem!block_tables!32 (bvadd ?x22150 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22138) (bvule ?x22138 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23601 (bvadd (_ bv160 64) ?x557)))
 (let ((?x23589 (mem!block_tables!32 (bvadd ?x23601 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23589) (bvule ?x23589 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25053 (bvadd (_ bv192 64) ?x557)))
 (let ((?x25052 (mem!block_tables!32 (bvadd ?x25053 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25052) (bvule ?x25052 (_ bv4095 32))))))))
(assert
 (let ((?x551 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x557 (concat (bvadd ?x551 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26503 (bvadd (_ bv224 64) ?x557)))
 (let ((?x26491 (mem!block_tables!32 (bvadd ?x26503 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26491) (bvule ?x26491 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285)))))
(check-sat)
