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
 (let ((?x14773 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14773) (bvule ?x14773 (_ bv1024 32)))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14696 (mem!block_tables!32 (bvadd ?x14652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14696) (bvule ?x14696 (_ bv4095 32)))))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14764 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14766 (mem!block_tables!32 (bvadd ?x14764 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14766) (bvule ?x14766 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14754 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14756 (mem!block_tables!32 (bvadd ?x14754 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14756) (bvule ?x14756 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14744 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14746 (mem!block_tables!32 (bvadd ?x14744 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14746) (bvule ?x14746 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14734 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14736 (mem!block_tables!32 (bvadd ?x14734 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14736) (bvule ?x14736 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14724 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14726 (mem!block_tables!32 (bvadd ?x14724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14726) (bvule ?x14726 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14714 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14716 (mem!block_tables!32 (bvadd ?x14714 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14716) (bvule ?x14716 (_ bv4095 32)))))))
(assert
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14704 (concat (bvadd ?x14650 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14706 (mem!block_tables!32 (bvadd ?x14704 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14706) (bvule ?x14706 (_ bv4095 32)))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14696 (mem!block_tables!32 (bvadd ?x14652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14696) (bvule ?x14696 (_ bv4095 32)))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14689 (bvadd (_ bv32 64) ?x14652)))
 (let ((?x14691 (mem!block_tables!32 (bvadd ?x14689 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14691) (bvule ?x14691 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14683 (bvadd (_ bv64 64) ?x14652)))
 (let ((?x14685 (mem!block_tables!32 (bvadd ?x14683 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14685) (bvule ?x14685 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14677 (bvadd (_ bv96 64) ?x14652)))
 (let ((?x14679 (mem!block_tables!32 (bvadd ?x14677 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14679) (bvule ?x14679 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14671 (bvadd (_ bv128 64) ?x14652)))
 (let ((?x14673 (mem!block_tables!32 (bvadd ?x14671 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14673) (bvule ?x14673 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14665 (bvadd (_ bv160 64) ?x14652)))
 (let ((?x14667 (mem!block_tables!32 (bvadd ?x14665 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14667) (bvule ?x14667 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14659 (bvadd (_ bv192 64) ?x14652)))
 (let ((?x14661 (mem!block_tables!32 (bvadd ?x14659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14661) (bvule ?x14661 (_ bv4095 32))))))))))
(assert
 (let ((?x14647 ((_ extract 31 4) tid.x@B)))
 (let ((?x14648 (concat (_ bv0 34) ?x14647)))
 (let ((?x14650 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14652 (concat (bvadd ?x14650 ?x14648) (_ bv0 2))))
 (let ((?x14653 (bvadd (_ bv224 64) ?x14652)))
 (let ((?x14655 (mem!block_tables!32 (bvadd ?x14653 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14655) (bvule ?x14655 (_ bv4095 32))))))))))
(assert
 (let (($x812 (= ctaid.z@A ctaid.z@B)))
 (let (($x796 (= ctaid.y@A ctaid.y@B)))
 (let (($x60 (= ctaid.x@A ctaid.x@B)))
 (and $x60 $x796 $x812)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x256 (= param!power (_ bv1 32))))
(let (($x21333 (and (distinct $x256 $x256) true)))
(or $x21333 $x21333 $x21333 $x21333 $x21333 $x21333))))
(check-sat)
