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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2811 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2800 (mem!block_tables!32 (bvadd ?x2811 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2800) (bvule ?x2800 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3818 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3799 (mem!block_tables!32 (bvadd ?x3818 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3799) (bvule ?x3799 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4831 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4808 (mem!block_tables!32 (bvadd ?x4831 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4808) (bvule ?x4808 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5851 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5820 (mem!block_tables!32 (bvadd ?x5851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5820) (bvule ?x5820 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6876 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6877 (mem!block_tables!32 (bvadd ?x6876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6877) (bvule ?x6877 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7908 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7896 (mem!block_tables!32 (bvadd ?x7908 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7896) (bvule ?x7896 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8948 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8942 (mem!block_tables!32 (bvadd ?x8948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8942) (bvule ?x8942 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12580 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12600 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12580)) (_ bv0 2))))
 (let ((?x12567 (mem!block_tables!32 (bvadd ?x12600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12567) (bvule ?x12567 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
