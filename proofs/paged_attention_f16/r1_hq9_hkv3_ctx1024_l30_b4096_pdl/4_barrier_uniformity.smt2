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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x474 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x474) (bvule ?x474 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1948 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1935 (mem!block_tables!32 (bvadd ?x1948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1935) (bvule ?x1935 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2458 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2439 (mem!block_tables!32 (bvadd ?x2458 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2439) (bvule ?x2439 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2970 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2946 (mem!block_tables!32 (bvadd ?x2970 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2946) (bvule ?x2946 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3494 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3473 (mem!block_tables!32 (bvadd ?x3494 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3473) (bvule ?x3473 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4021 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4012 (mem!block_tables!32 (bvadd ?x4021 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4012) (bvule ?x4012 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4554 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4548 (mem!block_tables!32 (bvadd ?x4554 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4548) (bvule ?x4548 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5093 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5085 (mem!block_tables!32 (bvadd ?x5093 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5085) (bvule ?x5085 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x474 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x474) (bvule ?x474 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7109 (bvadd (_ bv32 64) ?x492)))
 (let ((?x7083 (mem!block_tables!32 (bvadd ?x7109 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7083) (bvule ?x7083 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7705 (bvadd (_ bv64 64) ?x492)))
 (let ((?x7704 (mem!block_tables!32 (bvadd ?x7705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7704) (bvule ?x7704 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8288 (bvadd (_ bv96 64) ?x492)))
 (let ((?x8261 (mem!block_tables!32 (bvadd ?x8288 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8261) (bvule ?x8261 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8875 (bvadd (_ bv128 64) ?x492)))
 (let ((?x8863 (mem!block_tables!32 (bvadd ?x8875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8863) (bvule ?x8863 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9463 (bvadd (_ bv160 64) ?x492)))
 (let ((?x9451 (mem!block_tables!32 (bvadd ?x9463 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9451) (bvule ?x9451 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10053 (bvadd (_ bv192 64) ?x492)))
 (let ((?x10052 (mem!block_tables!32 (bvadd ?x10053 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10052) (bvule ?x10052 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10641 (bvadd (_ bv224 64) ?x492)))
 (let ((?x10629 (mem!block_tables!32 (bvadd ?x10641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10629) (bvule ?x10629 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x14782 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14782) (bvule ?x14782 (_ bv1024 32)))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14705 (mem!block_tables!32 (bvadd ?x14661 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14705) (bvule ?x14705 (_ bv4095 32)))))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14773 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14775 (mem!block_tables!32 (bvadd ?x14773 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14775) (bvule ?x14775 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14763 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14765 (mem!block_tables!32 (bvadd ?x14763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14765) (bvule ?x14765 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14753 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14755 (mem!block_tables!32 (bvadd ?x14753 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14755) (bvule ?x14755 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14743 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14745 (mem!block_tables!32 (bvadd ?x14743 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14745) (bvule ?x14745 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14733 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14735 (mem!block_tables!32 (bvadd ?x14733 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14735) (bvule ?x14735 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14723 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14725 (mem!block_tables!32 (bvadd ?x14723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14725) (bvule ?x14725 (_ bv4095 32)))))))
(assert
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14713 (concat (bvadd ?x14659 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14715 (mem!block_tables!32 (bvadd ?x14713 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14715) (bvule ?x14715 (_ bv4095 32)))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14705 (mem!block_tables!32 (bvadd ?x14661 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14705) (bvule ?x14705 (_ bv4095 32)))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14698 (bvadd (_ bv32 64) ?x14661)))
 (let ((?x14700 (mem!block_tables!32 (bvadd ?x14698 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14700) (bvule ?x14700 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14692 (bvadd (_ bv64 64) ?x14661)))
 (let ((?x14694 (mem!block_tables!32 (bvadd ?x14692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14694) (bvule ?x14694 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14686 (bvadd (_ bv96 64) ?x14661)))
 (let ((?x14688 (mem!block_tables!32 (bvadd ?x14686 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14688) (bvule ?x14688 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14680 (bvadd (_ bv128 64) ?x14661)))
 (let ((?x14682 (mem!block_tables!32 (bvadd ?x14680 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14682) (bvule ?x14682 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14674 (bvadd (_ bv160 64) ?x14661)))
 (let ((?x14676 (mem!block_tables!32 (bvadd ?x14674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14676) (bvule ?x14676 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14668 (bvadd (_ bv192 64) ?x14661)))
 (let ((?x14670 (mem!block_tables!32 (bvadd ?x14668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14670) (bvule ?x14670 (_ bv4095 32))))))))))
(assert
 (let ((?x14656 ((_ extract 31 4) tid.x@B)))
 (let ((?x14657 (concat (_ bv0 34) ?x14656)))
 (let ((?x14659 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14659 ?x14657) (_ bv0 2))))
 (let ((?x14662 (bvadd (_ bv224 64) ?x14661)))
 (let ((?x14664 (mem!block_tables!32 (bvadd ?x14662 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14664) (bvule ?x14664 (_ bv4095 32))))))))))
(assert
 (let (($x92 (= ctaid.z@A ctaid.z@B)))
 (let (($x216 (= ctaid.y@A ctaid.y@B)))
 (let (($x91 (= ctaid.x@A ctaid.x@B)))
 (and $x91 $x216 $x92)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x254 (= param!power (_ bv1 32))))
(let (($x21444 (and (distinct $x254 $x254) true)))
(or $x21444 $x21444 $x21444 $x21444 $x21444 $x21444))))
(check-sat)
