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
 (let ((?x14783 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14783) (bvule ?x14783 (_ bv1024 32)))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14706 (mem!block_tables!32 (bvadd ?x14662 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14706) (bvule ?x14706 (_ bv4095 32)))))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14774 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14776 (mem!block_tables!32 (bvadd ?x14774 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14776) (bvule ?x14776 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14764 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14766 (mem!block_tables!32 (bvadd ?x14764 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14766) (bvule ?x14766 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14754 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14756 (mem!block_tables!32 (bvadd ?x14754 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14756) (bvule ?x14756 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14744 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14746 (mem!block_tables!32 (bvadd ?x14744 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14746) (bvule ?x14746 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14734 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14736 (mem!block_tables!32 (bvadd ?x14734 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14736) (bvule ?x14736 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14724 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14726 (mem!block_tables!32 (bvadd ?x14724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14726) (bvule ?x14726 (_ bv4095 32)))))))
(assert
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14714 (concat (bvadd ?x14660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14716 (mem!block_tables!32 (bvadd ?x14714 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14716) (bvule ?x14716 (_ bv4095 32)))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14706 (mem!block_tables!32 (bvadd ?x14662 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14706) (bvule ?x14706 (_ bv4095 32)))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14699 (bvadd (_ bv32 64) ?x14662)))
 (let ((?x14701 (mem!block_tables!32 (bvadd ?x14699 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14701) (bvule ?x14701 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14693 (bvadd (_ bv64 64) ?x14662)))
 (let ((?x14695 (mem!block_tables!32 (bvadd ?x14693 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14695) (bvule ?x14695 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14687 (bvadd (_ bv96 64) ?x14662)))
 (let ((?x14689 (mem!block_tables!32 (bvadd ?x14687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14689) (bvule ?x14689 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14681 (bvadd (_ bv128 64) ?x14662)))
 (let ((?x14683 (mem!block_tables!32 (bvadd ?x14681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14683) (bvule ?x14683 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14675 (bvadd (_ bv160 64) ?x14662)))
 (let ((?x14677 (mem!block_tables!32 (bvadd ?x14675 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14677) (bvule ?x14677 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14669 (bvadd (_ bv192 64) ?x14662)))
 (let ((?x14671 (mem!block_tables!32 (bvadd ?x14669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14671) (bvule ?x14671 (_ bv4095 32))))))))))
(assert
 (let ((?x14657 ((_ extract 31 4) tid.x@B)))
 (let ((?x14658 (concat (_ bv0 34) ?x14657)))
 (let ((?x14660 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14662 (concat (bvadd ?x14660 ?x14658) (_ bv0 2))))
 (let ((?x14663 (bvadd (_ bv224 64) ?x14662)))
 (let ((?x14665 (mem!block_tables!32 (bvadd ?x14663 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14665) (bvule ?x14665 (_ bv4095 32))))))))))
(assert
 (let (($x226 (= ctaid.z@A ctaid.z@B)))
 (let (($x584 (= ctaid.y@A ctaid.y@B)))
 (let (($x70 (= ctaid.x@A ctaid.x@B)))
 (and $x70 $x584 $x226)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x254 (= param!power (_ bv1 32))))
(let (($x25289 (and (distinct $x254 $x254) true)))
(or $x25289 $x25289 $x25289 $x25289 $x25289 $x25289))))
(check-sat)
