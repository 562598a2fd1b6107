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
 (bvule base!q (_ bv18446744073709549311 64)))
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
 (bvule base!block_tables (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549311 64)))
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
 (bvult ctaid.z@A (_ bv2 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1940 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1927 (mem!block_tables!32 (bvadd ?x1940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1927) (bvule ?x1927 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2449 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2430 (mem!block_tables!32 (bvadd ?x2449 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2430) (bvule ?x2430 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2961 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2937 (mem!block_tables!32 (bvadd ?x2961 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2937) (bvule ?x2937 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3485 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3464 (mem!block_tables!32 (bvadd ?x3485 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3464) (bvule ?x3464 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4012 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4003 (mem!block_tables!32 (bvadd ?x4012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4003) (bvule ?x4003 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4545 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4539 (mem!block_tables!32 (bvadd ?x4545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4539) (bvule ?x4539 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5084 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5076 (mem!block_tables!32 (bvadd ?x5084 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5076) (bvule ?x5076 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7100 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7074 (mem!block_tables!32 (bvadd ?x7100 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7074) (bvule ?x7074 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7696 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7695 (mem!block_tables!32 (bvadd ?x7696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7695) (bvule ?x7695 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8279 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8252 (mem!block_tables!32 (bvadd ?x8279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8252) (bvule ?x8252 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8866 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8854 (mem!block_tables!32 (bvadd ?x8866 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8854) (bvule ?x8854 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9454 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9442 (mem!block_tables!32 (bvadd ?x9454 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9442) (bvule ?x9442 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10044 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10043 (mem!block_tables!32 (bvadd ?x10044 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10043) (bvule ?x10043 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10632 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10620 (mem!block_tables!32 (bvadd ?x10632 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10620) (bvule ?x10620 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv2 32)))
(assert
 (let ((?x14774 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14774) (bvule ?x14774 (_ bv1024 32)))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14697 (mem!block_tables!32 (bvadd ?x14653 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14697) (bvule ?x14697 (_ bv4095 32)))))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14765 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14767 (mem!block_tables!32 (bvadd ?x14765 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14767) (bvule ?x14767 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14755 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14757 (mem!block_tables!32 (bvadd ?x14755 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14757) (bvule ?x14757 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14745 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14747 (mem!block_tables!32 (bvadd ?x14745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14747) (bvule ?x14747 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14735 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14737 (mem!block_tables!32 (bvadd ?x14735 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14737) (bvule ?x14737 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14725 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14727 (mem!block_tables!32 (bvadd ?x14725 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14727) (bvule ?x14727 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14715 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14717 (mem!block_tables!32 (bvadd ?x14715 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14717) (bvule ?x14717 (_ bv4095 32)))))))
(assert
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14705 (concat (bvadd ?x14651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14707 (mem!block_tables!32 (bvadd ?x14705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14707) (bvule ?x14707 (_ bv4095 32)))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14697 (mem!block_tables!32 (bvadd ?x14653 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14697) (bvule ?x14697 (_ bv4095 32)))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14690 (bvadd (_ bv32 64) ?x14653)))
 (let ((?x14692 (mem!block_tables!32 (bvadd ?x14690 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14692) (bvule ?x14692 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14684 (bvadd (_ bv64 64) ?x14653)))
 (let ((?x14686 (mem!block_tables!32 (bvadd ?x14684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14686) (bvule ?x14686 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14678 (bvadd (_ bv96 64) ?x14653)))
 (let ((?x14680 (mem!block_tables!32 (bvadd ?x14678 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14680) (bvule ?x14680 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14672 (bvadd (_ bv128 64) ?x14653)))
 (let ((?x14674 (mem!block_tables!32 (bvadd ?x14672 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14674) (bvule ?x14674 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14666 (bvadd (_ bv160 64) ?x14653)))
 (let ((?x14668 (mem!block_tables!32 (bvadd ?x14666 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14668) (bvule ?x14668 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
 (let ((?x14649 (concat (_ bv0 34) ?x14648)))
 (let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
 (let ((?x14660 (bvadd (_ bv192 64) ?x14653)))
 (let ((?x14662 (mem!block_tables!32 (bvadd ?x14660 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14662) (bvule ?x14662 (_ bv4095 32))))))))))
(assert
 (let ((?x14648 ((_ extract 31 4) tid.x@B)))
(let ((?x14649 (concat (_ bv0 34) ?x14648)))
(let ((?x14651 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x14653 (concat (bvadd ?x14651 ?x14649) (_ bv0 2))))
(let ((?x14654 (bvadd (_ bv224 64) ?x14653)))
(let ((?x14656 (mem!block_tables!32 (bvadd ?x14654 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x14656) (bvule ?x14656 (_ bv4095 32))))))))))
(check-sat)
