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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1926 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1913 (mem!block_tables!32 (bvadd ?x1926 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1913) (bvule ?x1913 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2436 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2417 (mem!block_tables!32 (bvadd ?x2436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2417) (bvule ?x2417 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2948 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2924 (mem!block_tables!32 (bvadd ?x2948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2924) (bvule ?x2924 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3472 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3451 (mem!block_tables!32 (bvadd ?x3472 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3451) (bvule ?x3451 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3999 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3990 (mem!block_tables!32 (bvadd ?x3999 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3990) (bvule ?x3990 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4532 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4526 (mem!block_tables!32 (bvadd ?x4532 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4526) (bvule ?x4526 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5071 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5063 (mem!block_tables!32 (bvadd ?x5071 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5063) (bvule ?x5063 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7085 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7057 (mem!block_tables!32 (bvadd ?x7085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7057) (bvule ?x7057 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7681 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7680 (mem!block_tables!32 (bvadd ?x7681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7680) (bvule ?x7680 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8264 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8237 (mem!block_tables!32 (bvadd ?x8264 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8237) (bvule ?x8237 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8851 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8839 (mem!block_tables!32 (bvadd ?x8851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8839) (bvule ?x8839 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9439 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9427 (mem!block_tables!32 (bvadd ?x9439 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9427) (bvule ?x9427 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10029 (bvadd (_ bv192 64) ?x495)))
 (let ((?x10028 (mem!block_tables!32 (bvadd ?x10029 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10028) (bvule ?x10028 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10617 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10605 (mem!block_tables!32 (bvadd ?x10617 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10605) (bvule ?x10605 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x14759 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14759) (bvule ?x14759 (_ bv1024 32)))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14682 (mem!block_tables!32 (bvadd ?x14638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14682) (bvule ?x14682 (_ bv4095 32)))))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14750 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14752 (mem!block_tables!32 (bvadd ?x14750 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14752) (bvule ?x14752 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14740 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14742 (mem!block_tables!32 (bvadd ?x14740 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14742) (bvule ?x14742 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14730 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14732 (mem!block_tables!32 (bvadd ?x14730 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14732) (bvule ?x14732 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14720 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14722 (mem!block_tables!32 (bvadd ?x14720 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14722) (bvule ?x14722 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14710 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14712 (mem!block_tables!32 (bvadd ?x14710 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14712) (bvule ?x14712 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14700 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14702 (mem!block_tables!32 (bvadd ?x14700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14702) (bvule ?x14702 (_ bv4095 32)))))))
(assert
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14690 (concat (bvadd ?x14636 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14692 (mem!block_tables!32 (bvadd ?x14690 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14692) (bvule ?x14692 (_ bv4095 32)))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14682 (mem!block_tables!32 (bvadd ?x14638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14682) (bvule ?x14682 (_ bv4095 32)))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14675 (bvadd (_ bv32 64) ?x14638)))
 (let ((?x14677 (mem!block_tables!32 (bvadd ?x14675 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14677) (bvule ?x14677 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14669 (bvadd (_ bv64 64) ?x14638)))
 (let ((?x14671 (mem!block_tables!32 (bvadd ?x14669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14671) (bvule ?x14671 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14663 (bvadd (_ bv96 64) ?x14638)))
 (let ((?x14665 (mem!block_tables!32 (bvadd ?x14663 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14665) (bvule ?x14665 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14657 (bvadd (_ bv128 64) ?x14638)))
 (let ((?x14659 (mem!block_tables!32 (bvadd ?x14657 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14659) (bvule ?x14659 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14651 (bvadd (_ bv160 64) ?x14638)))
 (let ((?x14653 (mem!block_tables!32 (bvadd ?x14651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14653) (bvule ?x14653 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14645 (bvadd (_ bv192 64) ?x14638)))
 (let ((?x14647 (mem!block_tables!32 (bvadd ?x14645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14647) (bvule ?x14647 (_ bv4095 32))))))))))
(assert
 (let ((?x14633 ((_ extract 31 4) tid.x@B)))
 (let ((?x14634 (concat (_ bv0 34) ?x14633)))
 (let ((?x14636 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14638 (concat (bvadd ?x14636 ?x14634) (_ bv0 2))))
 (let ((?x14639 (bvadd (_ bv224 64) ?x14638)))
 (let ((?x14641 (mem!block_tables!32 (bvadd ?x14639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14641) (bvule ?x14641 (_ bv4095 32))))))))))
(assert
 (let (($x686 (= ctaid.z@A ctaid.z@B)))
 (let (($x683 (= ctaid.y@A ctaid.y@B)))
 (let (($x7074 (= ctaid.x@A ctaid.x@B)))
 (and $x7074 $x683 $x686)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x21340 (and (distinct $x257 $x257) true)))
(or $x21340 $x21340 $x21340 $x21340 $x21340 $x21340))))
(check-sat)
