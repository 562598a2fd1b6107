; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!out ?x19))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (let ((?x63 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x63)))
(assert
 (let ((?x305 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x305) (bvule ?x305 (_ bv2048 32)))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x519 (mem!block_tables!32 (bvadd ?x533 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x519) (bvule ?x519 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4876 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4870 (mem!block_tables!32 (bvadd ?x4876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4870) (bvule ?x4870 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5380 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5363 (mem!block_tables!32 (bvadd ?x5380 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5363) (bvule ?x5363 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5887 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5864 (mem!block_tables!32 (bvadd ?x5887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5864) (bvule ?x5864 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6406 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6403 (mem!block_tables!32 (bvadd ?x6406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6403) (bvule ?x6403 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6928 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6912 (mem!block_tables!32 (bvadd ?x6928 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6912) (bvule ?x6912 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7456 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7457 (mem!block_tables!32 (bvadd ?x7456 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7457) (bvule ?x7457 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7990 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7969 (mem!block_tables!32 (bvadd ?x7990 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7969) (bvule ?x7969 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8536 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8528 (mem!block_tables!32 (bvadd ?x8536 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8528) (bvule ?x8528 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9083 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1152 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9062 (mem!block_tables!32 (bvadd ?x9083 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9062) (bvule ?x9062 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9637 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1280 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9626 (mem!block_tables!32 (bvadd ?x9637 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9626) (bvule ?x9626 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10199 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1408 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x10174 (mem!block_tables!32 (bvadd ?x10199 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10174) (bvule ?x10174 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10768 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x10760 (mem!block_tables!32 (bvadd ?x10768 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10760) (bvule ?x10760 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11344 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1664 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x11336 (mem!block_tables!32 (bvadd ?x11344 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11336) (bvule ?x11336 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11926 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1792 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x11907 (mem!block_tables!32 (bvadd ?x11926 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11907) (bvule ?x11907 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12514 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1920 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x12497 (mem!block_tables!32 (bvadd ?x12514 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12497) (bvule ?x12497 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x519 (mem!block_tables!32 (bvadd ?x533 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x519) (bvule ?x519 (_ bv4095 32)))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14719 (bvadd (_ bv32 64) ?x533)))
 (let ((?x14233 (mem!block_tables!32 (bvadd ?x14719 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14233) (bvule ?x14233 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x15324 (bvadd (_ bv64 64) ?x533)))
 (let ((?x15306 (mem!block_tables!32 (bvadd ?x15324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15306) (bvule ?x15306 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x15915 (bvadd (_ bv96 64) ?x533)))
 (let ((?x15898 (mem!block_tables!32 (bvadd ?x15915 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15898) (bvule ?x15898 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16510 (bvadd (_ bv128 64) ?x533)))
 (let ((?x16508 (mem!block_tables!32 (bvadd ?x16510 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16508) (bvule ?x16508 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17106 (bvadd (_ bv160 64) ?x533)))
 (let ((?x17097 (mem!block_tables!32 (bvadd ?x17106 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17097) (bvule ?x17097 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17704 (bvadd (_ bv192 64) ?x533)))
 (let ((?x17686 (mem!block_tables!32 (bvadd ?x17704 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17686) (bvule ?x17686 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x18300 (bvadd (_ bv224 64) ?x533)))
 (let ((?x18291 (mem!block_tables!32 (bvadd ?x18300 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18291) (bvule ?x18291 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x18901 (bvadd (_ bv256 64) ?x533)))
 (let ((?x18882 (mem!block_tables!32 (bvadd ?x18901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18882) (bvule ?x18882 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19503 (bvadd (_ bv288 64) ?x533)))
 (let ((?x19485 (mem!block_tables!32 (bvadd ?x19503 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19485) (bvule ?x19485 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20106 (bvadd (_ bv320 64) ?x533)))
 (let ((?x20087 (mem!block_tables!32 (bvadd ?x20106 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20087) (bvule ?x20087 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20707 (bvadd (_ bv352 64) ?x533)))
 (let ((?x20688 (mem!block_tables!32 (bvadd ?x20707 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20688) (bvule ?x20688 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x21311 (bvadd (_ bv384 64) ?x533)))
 (let ((?x21294 (mem!block_tables!32 (bvadd ?x21311 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21294) (bvule ?x21294 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x21917 (bvadd (_ bv416 64) ?x533)))
 (let ((?x21898 (mem!block_tables!32 (bvadd ?x21917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21898) (bvule ?x21898 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22524 (bvadd (_ bv448 64) ?x533)))
 (let ((?x22505 (mem!block_tables!32 (bvadd ?x22524 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22505) (bvule ?x22505 (_ bv4095 32))))))))
(assert
 (let ((?x527 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x533 (concat (bvadd ?x527 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23129 (bvadd (_ bv480 64) ?x533)))
 (let ((?x23111 (mem!block_tables!32 (bvadd ?x23129 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23111) (bvule ?x23111 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!R))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x319 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x296 (= param!power (_ bv1 32))))
(and $x296 $x319))))
(check-sat)
