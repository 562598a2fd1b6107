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
 (bvule base!q (_ bv18446744073709542399 64)))
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
 (bvule base!block_tables (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709542399 64)))
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
 (let ((?x14760 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14760) (bvule ?x14760 (_ bv1024 32)))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14683 (mem!block_tables!32 (bvadd ?x14639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14683) (bvule ?x14683 (_ bv4095 32)))))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14751 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14753 (mem!block_tables!32 (bvadd ?x14751 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14753) (bvule ?x14753 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14741 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14743 (mem!block_tables!32 (bvadd ?x14741 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14743) (bvule ?x14743 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14731 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14733 (mem!block_tables!32 (bvadd ?x14731 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14733) (bvule ?x14733 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14721 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14723 (mem!block_tables!32 (bvadd ?x14721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14723) (bvule ?x14723 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14711 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14713 (mem!block_tables!32 (bvadd ?x14711 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14713) (bvule ?x14713 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14701 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14703 (mem!block_tables!32 (bvadd ?x14701 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14703) (bvule ?x14703 (_ bv4095 32)))))))
(assert
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14691 (concat (bvadd ?x14637 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14693 (mem!block_tables!32 (bvadd ?x14691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14693) (bvule ?x14693 (_ bv4095 32)))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14683 (mem!block_tables!32 (bvadd ?x14639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14683) (bvule ?x14683 (_ bv4095 32)))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14676 (bvadd (_ bv32 64) ?x14639)))
 (let ((?x14678 (mem!block_tables!32 (bvadd ?x14676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14678) (bvule ?x14678 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14670 (bvadd (_ bv64 64) ?x14639)))
 (let ((?x14672 (mem!block_tables!32 (bvadd ?x14670 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14672) (bvule ?x14672 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14664 (bvadd (_ bv96 64) ?x14639)))
 (let ((?x14666 (mem!block_tables!32 (bvadd ?x14664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14666) (bvule ?x14666 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14658 (bvadd (_ bv128 64) ?x14639)))
 (let ((?x14660 (mem!block_tables!32 (bvadd ?x14658 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14660) (bvule ?x14660 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14652 (bvadd (_ bv160 64) ?x14639)))
 (let ((?x14654 (mem!block_tables!32 (bvadd ?x14652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14654) (bvule ?x14654 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
 (let ((?x14635 (concat (_ bv0 34) ?x14634)))
 (let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
 (let ((?x14646 (bvadd (_ bv192 64) ?x14639)))
 (let ((?x14648 (mem!block_tables!32 (bvadd ?x14646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14648) (bvule ?x14648 (_ bv4095 32))))))))))
(assert
 (let ((?x14634 ((_ extract 31 4) tid.x@B)))
(let ((?x14635 (concat (_ bv0 34) ?x14634)))
(let ((?x14637 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x14639 (concat (bvadd ?x14637 ?x14635) (_ bv0 2))))
(let ((?x14640 (bvadd (_ bv224 64) ?x14639)))
(let ((?x14642 (mem!block_tables!32 (bvadd ?x14640 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x14642) (bvule ?x14642 (_ bv4095 32))))))))))
(check-sat)
