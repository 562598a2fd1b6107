; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551551 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
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
 (let ((?x14752 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14752) (bvule ?x14752 (_ bv1024 32)))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14675 (mem!block_tables!32 (bvadd ?x14631 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14675) (bvule ?x14675 (_ bv4095 32)))))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14743 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14745 (mem!block_tables!32 (bvadd ?x14743 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14745) (bvule ?x14745 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14733 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14735 (mem!block_tables!32 (bvadd ?x14733 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14735) (bvule ?x14735 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14723 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14725 (mem!block_tables!32 (bvadd ?x14723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14725) (bvule ?x14725 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14713 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14715 (mem!block_tables!32 (bvadd ?x14713 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14715) (bvule ?x14715 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14703 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14705 (mem!block_tables!32 (bvadd ?x14703 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14705) (bvule ?x14705 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14693 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14695 (mem!block_tables!32 (bvadd ?x14693 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14695) (bvule ?x14695 (_ bv4095 32)))))))
(assert
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14683 (concat (bvadd ?x14629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14685 (mem!block_tables!32 (bvadd ?x14683 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14685) (bvule ?x14685 (_ bv4095 32)))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14675 (mem!block_tables!32 (bvadd ?x14631 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14675) (bvule ?x14675 (_ bv4095 32)))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14668 (bvadd (_ bv32 64) ?x14631)))
 (let ((?x14670 (mem!block_tables!32 (bvadd ?x14668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14670) (bvule ?x14670 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14662 (bvadd (_ bv64 64) ?x14631)))
 (let ((?x14664 (mem!block_tables!32 (bvadd ?x14662 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14664) (bvule ?x14664 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14656 (bvadd (_ bv96 64) ?x14631)))
 (let ((?x14658 (mem!block_tables!32 (bvadd ?x14656 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14658) (bvule ?x14658 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14650 (bvadd (_ bv128 64) ?x14631)))
 (let ((?x14652 (mem!block_tables!32 (bvadd ?x14650 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14652) (bvule ?x14652 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14644 (bvadd (_ bv160 64) ?x14631)))
 (let ((?x14646 (mem!block_tables!32 (bvadd ?x14644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14646) (bvule ?x14646 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
 (let ((?x14627 (concat (_ bv0 34) ?x14626)))
 (let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
 (let ((?x14638 (bvadd (_ bv192 64) ?x14631)))
 (let ((?x14640 (mem!block_tables!32 (bvadd ?x14638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14640) (bvule ?x14640 (_ bv4095 32))))))))))
(assert
 (let ((?x14626 ((_ extract 31 4) tid.x@B)))
(let ((?x14627 (concat (_ bv0 34) ?x14626)))
(let ((?x14629 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x14631 (concat (bvadd ?x14629 ?x14627) (_ bv0 2))))
(let ((?x14632 (bvadd (_ bv224 64) ?x14631)))
(let ((?x14634 (mem!block_tables!32 (bvadd ?x14632 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x14634) (bvule ?x14634 (_ bv4095 32))))))))))
(check-sat)
