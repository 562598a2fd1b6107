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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x549 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x521 (mem!block_tables!32 (bvadd ?x549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x521) (bvule ?x521 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2883 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2872 (mem!block_tables!32 (bvadd ?x2883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2872) (bvule ?x2872 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3890 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3871 (mem!block_tables!32 (bvadd ?x3890 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3871) (bvule ?x3871 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4903 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4880 (mem!block_tables!32 (bvadd ?x4903 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4880) (bvule ?x4880 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5923 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5892 (mem!block_tables!32 (bvadd ?x5923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5892) (bvule ?x5892 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6948 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6949 (mem!block_tables!32 (bvadd ?x6948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6949) (bvule ?x6949 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7980 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7968 (mem!block_tables!32 (bvadd ?x7980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7968) (bvule ?x7968 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9020 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9014 (mem!block_tables!32 (bvadd ?x9020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9014) (bvule ?x9014 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12652 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12672 (concat (bvadd ?x543 (concat (_ bv0 30) ?x12652)) (_ bv0 2))))
 (let ((?x12639 (mem!block_tables!32 (bvadd ?x12672 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12639) (bvule ?x12639 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x283 (and $x254 $x278)))
(or $x283)))))
(check-sat)
