; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
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
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv256 32)))
(assert
 (let ((?x14717 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14717) (bvule ?x14717 (_ bv1024 32)))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14640 (mem!block_tables!32 (bvadd ?x14596 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14640) (bvule ?x14640 (_ bv4095 32)))))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14708 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14710 (mem!block_tables!32 (bvadd ?x14708 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14710) (bvule ?x14710 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14698 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14700 (mem!block_tables!32 (bvadd ?x14698 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14700) (bvule ?x14700 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14688 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14690 (mem!block_tables!32 (bvadd ?x14688 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14690) (bvule ?x14690 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14678 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14680 (mem!block_tables!32 (bvadd ?x14678 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14680) (bvule ?x14680 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14668 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14670 (mem!block_tables!32 (bvadd ?x14668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14670) (bvule ?x14670 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14658 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14660 (mem!block_tables!32 (bvadd ?x14658 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14660) (bvule ?x14660 (_ bv4095 32)))))))
(assert
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14648 (concat (bvadd ?x14594 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14650 (mem!block_tables!32 (bvadd ?x14648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14650) (bvule ?x14650 (_ bv4095 32)))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14640 (mem!block_tables!32 (bvadd ?x14596 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14640) (bvule ?x14640 (_ bv4095 32)))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14633 (bvadd (_ bv32 64) ?x14596)))
 (let ((?x14635 (mem!block_tables!32 (bvadd ?x14633 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14635) (bvule ?x14635 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14627 (bvadd (_ bv64 64) ?x14596)))
 (let ((?x14629 (mem!block_tables!32 (bvadd ?x14627 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14629) (bvule ?x14629 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14621 (bvadd (_ bv96 64) ?x14596)))
 (let ((?x14623 (mem!block_tables!32 (bvadd ?x14621 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14623) (bvule ?x14623 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14615 (bvadd (_ bv128 64) ?x14596)))
 (let ((?x14617 (mem!block_tables!32 (bvadd ?x14615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14617) (bvule ?x14617 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14609 (bvadd (_ bv160 64) ?x14596)))
 (let ((?x14611 (mem!block_tables!32 (bvadd ?x14609 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14611) (bvule ?x14611 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14603 (bvadd (_ bv192 64) ?x14596)))
 (let ((?x14605 (mem!block_tables!32 (bvadd ?x14603 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14605) (bvule ?x14605 (_ bv4095 32))))))))))
(assert
 (let ((?x14591 ((_ extract 31 4) tid.x@B)))
 (let ((?x14592 (concat (_ bv0 34) ?x14591)))
 (let ((?x14594 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14596 (concat (bvadd ?x14594 ?x14592) (_ bv0 2))))
 (let ((?x14597 (bvadd (_ bv224 64) ?x14596)))
 (let ((?x14599 (mem!block_tables!32 (bvadd ?x14597 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14599) (bvule ?x14599 (_ bv4095 32))))))))))
(assert
 (let (($x716 (= ctaid.z@A ctaid.z@B)))
 (let (($x735 (= ctaid.y@A ctaid.y@B)))
 (let (($x717 (= ctaid.x@A ctaid.x@B)))
 (and $x717 $x735 $x716)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x21343 (and (distinct $x257 $x257) true)))
(or $x21343 $x21343 $x21343 $x21343 $x21343 $x21343))))
(check-sat)
