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
 (bvult ctaid.z@A (_ bv8 32)))
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
 (let ((?x2860 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2849 (mem!block_tables!32 (bvadd ?x2860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2849) (bvule ?x2849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3867 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3848 (mem!block_tables!32 (bvadd ?x3867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3848) (bvule ?x3848 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4880 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4857 (mem!block_tables!32 (bvadd ?x4880 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4857) (bvule ?x4857 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5900 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5869 (mem!block_tables!32 (bvadd ?x5900 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5869) (bvule ?x5869 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6925 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6926 (mem!block_tables!32 (bvadd ?x6925 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6926) (bvule ?x6926 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7957 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7945 (mem!block_tables!32 (bvadd ?x7957 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7945) (bvule ?x7945 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8997 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8991 (mem!block_tables!32 (bvadd ?x8997 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8991) (bvule ?x8991 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12628 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12648 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12628)) (_ bv0 2))))
 (let ((?x12615 (mem!block_tables!32 (bvadd ?x12648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12615) (bvule ?x12615 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
