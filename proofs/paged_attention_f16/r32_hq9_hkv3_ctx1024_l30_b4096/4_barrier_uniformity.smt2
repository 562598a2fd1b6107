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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1907 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1894 (mem!block_tables!32 (bvadd ?x1907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1894) (bvule ?x1894 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2417 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2398 (mem!block_tables!32 (bvadd ?x2417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2398) (bvule ?x2398 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2929 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2905 (mem!block_tables!32 (bvadd ?x2929 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2905) (bvule ?x2905 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3453 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3432 (mem!block_tables!32 (bvadd ?x3453 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3432) (bvule ?x3432 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3980 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3971 (mem!block_tables!32 (bvadd ?x3980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3971) (bvule ?x3971 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4513 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4507 (mem!block_tables!32 (bvadd ?x4513 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4507) (bvule ?x4507 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5052 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5044 (mem!block_tables!32 (bvadd ?x5052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5044) (bvule ?x5044 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7068 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7042 (mem!block_tables!32 (bvadd ?x7068 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7042) (bvule ?x7042 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7664 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7663 (mem!block_tables!32 (bvadd ?x7664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7663) (bvule ?x7663 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8247 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8220 (mem!block_tables!32 (bvadd ?x8247 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8220) (bvule ?x8220 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8834 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8822 (mem!block_tables!32 (bvadd ?x8834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8822) (bvule ?x8822 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9422 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9410 (mem!block_tables!32 (bvadd ?x9422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9410) (bvule ?x9410 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10012 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10011 (mem!block_tables!32 (bvadd ?x10012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10011) (bvule ?x10011 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10600 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10588 (mem!block_tables!32 (bvadd ?x10600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10588) (bvule ?x10588 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
(assert
 (let ((?x14742 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14742) (bvule ?x14742 (_ bv1024 32)))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14665 (mem!block_tables!32 (bvadd ?x14621 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14665) (bvule ?x14665 (_ bv4095 32)))))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14733 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14735 (mem!block_tables!32 (bvadd ?x14733 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14735) (bvule ?x14735 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14723 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14725 (mem!block_tables!32 (bvadd ?x14723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14725) (bvule ?x14725 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14713 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14715 (mem!block_tables!32 (bvadd ?x14713 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14715) (bvule ?x14715 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14703 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14705 (mem!block_tables!32 (bvadd ?x14703 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14705) (bvule ?x14705 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14693 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14695 (mem!block_tables!32 (bvadd ?x14693 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14695) (bvule ?x14695 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14683 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14685 (mem!block_tables!32 (bvadd ?x14683 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14685) (bvule ?x14685 (_ bv4095 32)))))))
(assert
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14673 (concat (bvadd ?x14619 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14675 (mem!block_tables!32 (bvadd ?x14673 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14675) (bvule ?x14675 (_ bv4095 32)))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14665 (mem!block_tables!32 (bvadd ?x14621 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14665) (bvule ?x14665 (_ bv4095 32)))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14658 (bvadd (_ bv32 64) ?x14621)))
 (let ((?x14660 (mem!block_tables!32 (bvadd ?x14658 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14660) (bvule ?x14660 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14652 (bvadd (_ bv64 64) ?x14621)))
 (let ((?x14654 (mem!block_tables!32 (bvadd ?x14652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14654) (bvule ?x14654 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14646 (bvadd (_ bv96 64) ?x14621)))
 (let ((?x14648 (mem!block_tables!32 (bvadd ?x14646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14648) (bvule ?x14648 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14640 (bvadd (_ bv128 64) ?x14621)))
 (let ((?x14642 (mem!block_tables!32 (bvadd ?x14640 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14642) (bvule ?x14642 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14634 (bvadd (_ bv160 64) ?x14621)))
 (let ((?x14636 (mem!block_tables!32 (bvadd ?x14634 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14636) (bvule ?x14636 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14628 (bvadd (_ bv192 64) ?x14621)))
 (let ((?x14630 (mem!block_tables!32 (bvadd ?x14628 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14630) (bvule ?x14630 (_ bv4095 32))))))))))
(assert
 (let ((?x14616 ((_ extract 31 4) tid.x@B)))
 (let ((?x14617 (concat (_ bv0 34) ?x14616)))
 (let ((?x14619 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14621 (concat (bvadd ?x14619 ?x14617) (_ bv0 2))))
 (let ((?x14622 (bvadd (_ bv224 64) ?x14621)))
 (let ((?x14624 (mem!block_tables!32 (bvadd ?x14622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14624) (bvule ?x14624 (_ bv4095 32))))))))))
(assert
 (let (($x541 (= ctaid.z@A ctaid.z@B)))
 (let (($x682 (= ctaid.y@A ctaid.y@B)))
 (let (($x693 (= ctaid.x@A ctaid.x@B)))
 (and $x693 $x682 $x541)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x21336 (and (distinct $x257 $x257) true)))
(or $x21336 $x21336 $x21336 $x21336 $x21336 $x21336))))
(check-sat)
