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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x1917 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1904 (mem!block_tables!32 (bvadd ?x1917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1904) (bvule ?x1904 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2427 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2408 (mem!block_tables!32 (bvadd ?x2427 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2408) (bvule ?x2408 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2939 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2915 (mem!block_tables!32 (bvadd ?x2939 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2915) (bvule ?x2915 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3463 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3442 (mem!block_tables!32 (bvadd ?x3463 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3442) (bvule ?x3442 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3990 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3981 (mem!block_tables!32 (bvadd ?x3990 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3981) (bvule ?x3981 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4523 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4517 (mem!block_tables!32 (bvadd ?x4523 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4517) (bvule ?x4517 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5062 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5054 (mem!block_tables!32 (bvadd ?x5062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5054) (bvule ?x5054 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7078 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7052 (mem!block_tables!32 (bvadd ?x7078 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7052) (bvule ?x7052 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7674 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7673 (mem!block_tables!32 (bvadd ?x7674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7673) (bvule ?x7673 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8257 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8230 (mem!block_tables!32 (bvadd ?x8257 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8230) (bvule ?x8230 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8844 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8832 (mem!block_tables!32 (bvadd ?x8844 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8832) (bvule ?x8832 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9432 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9420 (mem!block_tables!32 (bvadd ?x9432 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9420) (bvule ?x9420 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10022 (bvadd (_ bv192 64) ?x495)))
 (let ((?x10021 (mem!block_tables!32 (bvadd ?x10022 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10021) (bvule ?x10021 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10610 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10598 (mem!block_tables!32 (bvadd ?x10610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10598) (bvule ?x10598 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv16 32)))
(assert
 (let ((?x14751 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14751) (bvule ?x14751 (_ bv1024 32)))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14674 (mem!block_tables!32 (bvadd ?x14630 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14674) (bvule ?x14674 (_ bv4095 32)))))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14742 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14744 (mem!block_tables!32 (bvadd ?x14742 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14744) (bvule ?x14744 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14732 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14734 (mem!block_tables!32 (bvadd ?x14732 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14734) (bvule ?x14734 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14722 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14724 (mem!block_tables!32 (bvadd ?x14722 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14724) (bvule ?x14724 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14712 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14714 (mem!block_tables!32 (bvadd ?x14712 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14714) (bvule ?x14714 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14702 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14704 (mem!block_tables!32 (bvadd ?x14702 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14704) (bvule ?x14704 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14692 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14694 (mem!block_tables!32 (bvadd ?x14692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14694) (bvule ?x14694 (_ bv4095 32)))))))
(assert
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14682 (concat (bvadd ?x14628 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14684 (mem!block_tables!32 (bvadd ?x14682 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14684) (bvule ?x14684 (_ bv4095 32)))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14674 (mem!block_tables!32 (bvadd ?x14630 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14674) (bvule ?x14674 (_ bv4095 32)))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14667 (bvadd (_ bv32 64) ?x14630)))
 (let ((?x14669 (mem!block_tables!32 (bvadd ?x14667 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14669) (bvule ?x14669 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14661 (bvadd (_ bv64 64) ?x14630)))
 (let ((?x14663 (mem!block_tables!32 (bvadd ?x14661 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14663) (bvule ?x14663 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14655 (bvadd (_ bv96 64) ?x14630)))
 (let ((?x14657 (mem!block_tables!32 (bvadd ?x14655 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14657) (bvule ?x14657 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14649 (bvadd (_ bv128 64) ?x14630)))
 (let ((?x14651 (mem!block_tables!32 (bvadd ?x14649 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14651) (bvule ?x14651 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14643 (bvadd (_ bv160 64) ?x14630)))
 (let ((?x14645 (mem!block_tables!32 (bvadd ?x14643 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14645) (bvule ?x14645 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14637 (bvadd (_ bv192 64) ?x14630)))
 (let ((?x14639 (mem!block_tables!32 (bvadd ?x14637 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14639) (bvule ?x14639 (_ bv4095 32))))))))))
(assert
 (let ((?x14625 ((_ extract 31 4) tid.x@B)))
 (let ((?x14626 (concat (_ bv0 34) ?x14625)))
 (let ((?x14628 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14630 (concat (bvadd ?x14628 ?x14626) (_ bv0 2))))
 (let ((?x14631 (bvadd (_ bv224 64) ?x14630)))
 (let ((?x14633 (mem!block_tables!32 (bvadd ?x14631 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14633) (bvule ?x14633 (_ bv4095 32))))))))))
(assert
 (let (($x694 (= ctaid.z@A ctaid.z@B)))
 (let (($x684 (= ctaid.y@A ctaid.y@B)))
 (let (($x7665 (= ctaid.x@A ctaid.x@B)))
 (and $x7665 $x684 $x694)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x16935 (and (distinct $x257 $x257) true)))
(or $x16935 $x16935 $x16935 $x16935 $x16935 $x16935))))
(check-sat)
