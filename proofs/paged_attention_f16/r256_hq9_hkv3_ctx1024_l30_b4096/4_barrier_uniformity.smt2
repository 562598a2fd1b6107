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
 (let ((?x14718 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14718) (bvule ?x14718 (_ bv1024 32)))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14641 (mem!block_tables!32 (bvadd ?x14597 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14641) (bvule ?x14641 (_ bv4095 32)))))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14709 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14711 (mem!block_tables!32 (bvadd ?x14709 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14711) (bvule ?x14711 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14699 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14701 (mem!block_tables!32 (bvadd ?x14699 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14701) (bvule ?x14701 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14689 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14691 (mem!block_tables!32 (bvadd ?x14689 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14691) (bvule ?x14691 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14679 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14681 (mem!block_tables!32 (bvadd ?x14679 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14681) (bvule ?x14681 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14669 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14671 (mem!block_tables!32 (bvadd ?x14669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14671) (bvule ?x14671 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14659 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14661 (mem!block_tables!32 (bvadd ?x14659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14661) (bvule ?x14661 (_ bv4095 32)))))))
(assert
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14649 (concat (bvadd ?x14595 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14651 (mem!block_tables!32 (bvadd ?x14649 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14651) (bvule ?x14651 (_ bv4095 32)))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14641 (mem!block_tables!32 (bvadd ?x14597 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14641) (bvule ?x14641 (_ bv4095 32)))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14634 (bvadd (_ bv32 64) ?x14597)))
 (let ((?x14636 (mem!block_tables!32 (bvadd ?x14634 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14636) (bvule ?x14636 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14628 (bvadd (_ bv64 64) ?x14597)))
 (let ((?x14630 (mem!block_tables!32 (bvadd ?x14628 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14630) (bvule ?x14630 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14622 (bvadd (_ bv96 64) ?x14597)))
 (let ((?x14624 (mem!block_tables!32 (bvadd ?x14622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14624) (bvule ?x14624 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14616 (bvadd (_ bv128 64) ?x14597)))
 (let ((?x14618 (mem!block_tables!32 (bvadd ?x14616 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14618) (bvule ?x14618 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14610 (bvadd (_ bv160 64) ?x14597)))
 (let ((?x14612 (mem!block_tables!32 (bvadd ?x14610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14612) (bvule ?x14612 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14604 (bvadd (_ bv192 64) ?x14597)))
 (let ((?x14606 (mem!block_tables!32 (bvadd ?x14604 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14606) (bvule ?x14606 (_ bv4095 32))))))))))
(assert
 (let ((?x14592 ((_ extract 31 4) tid.x@B)))
 (let ((?x14593 (concat (_ bv0 34) ?x14592)))
 (let ((?x14595 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14597 (concat (bvadd ?x14595 ?x14593) (_ bv0 2))))
 (let ((?x14598 (bvadd (_ bv224 64) ?x14597)))
 (let ((?x14600 (mem!block_tables!32 (bvadd ?x14598 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14600) (bvule ?x14600 (_ bv4095 32))))))))))
(assert
 (let (($x490 (= ctaid.z@A ctaid.z@B)))
 (let (($x877 (= ctaid.y@A ctaid.y@B)))
 (let (($x479 (= ctaid.x@A ctaid.x@B)))
 (and $x479 $x877 $x490)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x16485 (and (distinct $x257 $x257) true)))
(or $x16485 $x16485 $x16485 $x16485 $x16485 $x16485))))
(check-sat)
