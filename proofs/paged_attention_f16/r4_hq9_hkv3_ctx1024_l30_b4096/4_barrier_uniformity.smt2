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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1931 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1919 (mem!block_tables!32 (bvadd ?x1931 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1919) (bvule ?x1919 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2442 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2423 (mem!block_tables!32 (bvadd ?x2442 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2423) (bvule ?x2423 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2953 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2930 (mem!block_tables!32 (bvadd ?x2953 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2930) (bvule ?x2930 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3477 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3456 (mem!block_tables!32 (bvadd ?x3477 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3456) (bvule ?x3456 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4004 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3995 (mem!block_tables!32 (bvadd ?x4004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3995) (bvule ?x3995 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4537 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4531 (mem!block_tables!32 (bvadd ?x4537 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4531) (bvule ?x4531 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5076 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5068 (mem!block_tables!32 (bvadd ?x5076 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5068) (bvule ?x5068 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x476 (mem!block_tables!32 (bvadd ?x494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x476) (bvule ?x476 (_ bv4095 32)))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7092 (bvadd (_ bv32 64) ?x494)))
 (let ((?x7066 (mem!block_tables!32 (bvadd ?x7092 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7066) (bvule ?x7066 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7688 (bvadd (_ bv64 64) ?x494)))
 (let ((?x7687 (mem!block_tables!32 (bvadd ?x7688 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7687) (bvule ?x7687 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8271 (bvadd (_ bv96 64) ?x494)))
 (let ((?x8244 (mem!block_tables!32 (bvadd ?x8271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8244) (bvule ?x8244 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8858 (bvadd (_ bv128 64) ?x494)))
 (let ((?x8846 (mem!block_tables!32 (bvadd ?x8858 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8846) (bvule ?x8846 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9446 (bvadd (_ bv160 64) ?x494)))
 (let ((?x9434 (mem!block_tables!32 (bvadd ?x9446 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9434) (bvule ?x9434 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10036 (bvadd (_ bv192 64) ?x494)))
 (let ((?x10035 (mem!block_tables!32 (bvadd ?x10036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10035) (bvule ?x10035 (_ bv4095 32))))))))
(assert
 (let ((?x488 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x494 (concat (bvadd ?x488 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10624 (bvadd (_ bv224 64) ?x494)))
 (let ((?x10612 (mem!block_tables!32 (bvadd ?x10624 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10612) (bvule ?x10612 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv4 32)))
(assert
 (let ((?x14765 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14765) (bvule ?x14765 (_ bv1024 32)))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14688 (mem!block_tables!32 (bvadd ?x14644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14688) (bvule ?x14688 (_ bv4095 32)))))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14756 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14758 (mem!block_tables!32 (bvadd ?x14756 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14758) (bvule ?x14758 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14746 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14748 (mem!block_tables!32 (bvadd ?x14746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14748) (bvule ?x14748 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14736 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14738 (mem!block_tables!32 (bvadd ?x14736 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14738) (bvule ?x14738 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14726 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14728 (mem!block_tables!32 (bvadd ?x14726 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14728) (bvule ?x14728 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14716 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14718 (mem!block_tables!32 (bvadd ?x14716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14718) (bvule ?x14718 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14706 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14708 (mem!block_tables!32 (bvadd ?x14706 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14708) (bvule ?x14708 (_ bv4095 32)))))))
(assert
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14696 (concat (bvadd ?x14642 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14698 (mem!block_tables!32 (bvadd ?x14696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14698) (bvule ?x14698 (_ bv4095 32)))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14688 (mem!block_tables!32 (bvadd ?x14644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14688) (bvule ?x14688 (_ bv4095 32)))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14681 (bvadd (_ bv32 64) ?x14644)))
 (let ((?x14683 (mem!block_tables!32 (bvadd ?x14681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14683) (bvule ?x14683 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14675 (bvadd (_ bv64 64) ?x14644)))
 (let ((?x14677 (mem!block_tables!32 (bvadd ?x14675 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14677) (bvule ?x14677 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14669 (bvadd (_ bv96 64) ?x14644)))
 (let ((?x14671 (mem!block_tables!32 (bvadd ?x14669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14671) (bvule ?x14671 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14663 (bvadd (_ bv128 64) ?x14644)))
 (let ((?x14665 (mem!block_tables!32 (bvadd ?x14663 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14665) (bvule ?x14665 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14657 (bvadd (_ bv160 64) ?x14644)))
 (let ((?x14659 (mem!block_tables!32 (bvadd ?x14657 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14659) (bvule ?x14659 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14651 (bvadd (_ bv192 64) ?x14644)))
 (let ((?x14653 (mem!block_tables!32 (bvadd ?x14651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14653) (bvule ?x14653 (_ bv4095 32))))))))))
(assert
 (let ((?x14639 ((_ extract 31 4) tid.x@B)))
 (let ((?x14640 (concat (_ bv0 34) ?x14639)))
 (let ((?x14642 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14644 (concat (bvadd ?x14642 ?x14640) (_ bv0 2))))
 (let ((?x14645 (bvadd (_ bv224 64) ?x14644)))
 (let ((?x14647 (mem!block_tables!32 (bvadd ?x14645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14647) (bvule ?x14647 (_ bv4095 32))))))))))
(assert
 (let (($x221 (= ctaid.z@A ctaid.z@B)))
 (let (($x136 (= ctaid.y@A ctaid.y@B)))
 (let (($x135 (= ctaid.x@A ctaid.x@B)))
 (and $x135 $x136 $x221)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x21336 (and (distinct $x257 $x257) true)))
(or $x21336 $x21336 $x21336 $x21336 $x21336 $x21336))))
(check-sat)
