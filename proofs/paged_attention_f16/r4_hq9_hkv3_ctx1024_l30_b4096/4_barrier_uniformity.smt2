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
 (let ((?x14766 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14766) (bvule ?x14766 (_ bv1024 32)))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14689 (mem!block_tables!32 (bvadd ?x14645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14689) (bvule ?x14689 (_ bv4095 32)))))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14757 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14759 (mem!block_tables!32 (bvadd ?x14757 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14759) (bvule ?x14759 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14747 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14749 (mem!block_tables!32 (bvadd ?x14747 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14749) (bvule ?x14749 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14737 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14739 (mem!block_tables!32 (bvadd ?x14737 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14739) (bvule ?x14739 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14727 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14729 (mem!block_tables!32 (bvadd ?x14727 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14729) (bvule ?x14729 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14717 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14719 (mem!block_tables!32 (bvadd ?x14717 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14719) (bvule ?x14719 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14707 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14709 (mem!block_tables!32 (bvadd ?x14707 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14709) (bvule ?x14709 (_ bv4095 32)))))))
(assert
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14697 (concat (bvadd ?x14643 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14699 (mem!block_tables!32 (bvadd ?x14697 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14699) (bvule ?x14699 (_ bv4095 32)))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14689 (mem!block_tables!32 (bvadd ?x14645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14689) (bvule ?x14689 (_ bv4095 32)))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14682 (bvadd (_ bv32 64) ?x14645)))
 (let ((?x14684 (mem!block_tables!32 (bvadd ?x14682 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14684) (bvule ?x14684 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14676 (bvadd (_ bv64 64) ?x14645)))
 (let ((?x14678 (mem!block_tables!32 (bvadd ?x14676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14678) (bvule ?x14678 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14670 (bvadd (_ bv96 64) ?x14645)))
 (let ((?x14672 (mem!block_tables!32 (bvadd ?x14670 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14672) (bvule ?x14672 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14664 (bvadd (_ bv128 64) ?x14645)))
 (let ((?x14666 (mem!block_tables!32 (bvadd ?x14664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14666) (bvule ?x14666 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14658 (bvadd (_ bv160 64) ?x14645)))
 (let ((?x14660 (mem!block_tables!32 (bvadd ?x14658 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14660) (bvule ?x14660 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14652 (bvadd (_ bv192 64) ?x14645)))
 (let ((?x14654 (mem!block_tables!32 (bvadd ?x14652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14654) (bvule ?x14654 (_ bv4095 32))))))))))
(assert
 (let ((?x14640 ((_ extract 31 4) tid.x@B)))
 (let ((?x14641 (concat (_ bv0 34) ?x14640)))
 (let ((?x14643 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14645 (concat (bvadd ?x14643 ?x14641) (_ bv0 2))))
 (let ((?x14646 (bvadd (_ bv224 64) ?x14645)))
 (let ((?x14648 (mem!block_tables!32 (bvadd ?x14646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14648) (bvule ?x14648 (_ bv4095 32))))))))))
(assert
 (let (($x62 (= ctaid.z@A ctaid.z@B)))
 (let (($x894 (= ctaid.y@A ctaid.y@B)))
 (let (($x98 (= ctaid.x@A ctaid.x@B)))
 (and $x98 $x894 $x62)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x11154 (and (distinct $x257 $x257) true)))
(or $x11154 $x11154 $x11154 $x11154 $x11154 $x11154))))
(check-sat)
