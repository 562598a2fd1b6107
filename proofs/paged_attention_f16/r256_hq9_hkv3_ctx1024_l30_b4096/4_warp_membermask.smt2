; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1884 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1871 (mem!block_tables!32 (bvadd ?x1884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1871) (bvule ?x1871 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2393 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2374 (mem!block_tables!32 (bvadd ?x2393 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2374) (bvule ?x2374 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2905 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2881 (mem!block_tables!32 (bvadd ?x2905 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2881) (bvule ?x2881 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3429 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3408 (mem!block_tables!32 (bvadd ?x3429 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3408) (bvule ?x3408 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3956 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3947 (mem!block_tables!32 (bvadd ?x3956 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3947) (bvule ?x3947 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4489 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4483 (mem!block_tables!32 (bvadd ?x4489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4483) (bvule ?x4483 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5028 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5020 (mem!block_tables!32 (bvadd ?x5028 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5020) (bvule ?x5020 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7044 (bvadd (_ bv32 64) ?x494)))
 (let ((?x7018 (mem!block_tables!32 (bvadd ?x7044 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7018) (bvule ?x7018 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7640 (bvadd (_ bv64 64) ?x494)))
 (let ((?x7639 (mem!block_tables!32 (bvadd ?x7640 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7639) (bvule ?x7639 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8223 (bvadd (_ bv96 64) ?x494)))
 (let ((?x8196 (mem!block_tables!32 (bvadd ?x8223 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8196) (bvule ?x8196 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8810 (bvadd (_ bv128 64) ?x494)))
 (let ((?x8798 (mem!block_tables!32 (bvadd ?x8810 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8798) (bvule ?x8798 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9398 (bvadd (_ bv160 64) ?x494)))
 (let ((?x9386 (mem!block_tables!32 (bvadd ?x9398 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9386) (bvule ?x9386 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9988 (bvadd (_ bv192 64) ?x494)))
 (let ((?x9987 (mem!block_tables!32 (bvadd ?x9988 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9987) (bvule ?x9987 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10576 (bvadd (_ bv224 64) ?x494)))
 (let ((?x10564 (mem!block_tables!32 (bvadd ?x10576 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10564) (bvule ?x10564 (_ bv4095 32))))))))
(assert
 (let ((?x16576 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x16579 (bvand ?x16576 (_ bv31 32))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x23690 (and $x257 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x16579)))))))
(let (($x25172 (or $x23690)))
(or $x25172 $x25172 $x25172 $x25172 $x25172 $x25172 $x25172 $x25172 $x25172 $x25172)))))))
(check-sat)
