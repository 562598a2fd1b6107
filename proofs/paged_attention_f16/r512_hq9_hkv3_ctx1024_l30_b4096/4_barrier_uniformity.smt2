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
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073708961791 64)))
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
 (bvule base!block_tables (_ bv18446744073709420543 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708961791 64)))
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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2569 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2558 (mem!block_tables!32 (bvadd ?x2569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2558) (bvule ?x2558 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3317 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3286 (mem!block_tables!32 (bvadd ?x3317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3286) (bvule ?x3286 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4065 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4038 (mem!block_tables!32 (bvadd ?x4065 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4038) (bvule ?x4038 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4814 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4744 (mem!block_tables!32 (bvadd ?x4814 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4744) (bvule ?x4744 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5569 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5573 (mem!block_tables!32 (bvadd ?x5569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5573) (bvule ?x5573 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6317 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6126 (mem!block_tables!32 (bvadd ?x6317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6126) (bvule ?x6126 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7062 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6961 (mem!block_tables!32 (bvadd ?x7062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6961) (bvule ?x6961 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8377 (concat (bvadd ?x546 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8350 (mem!block_tables!32 (bvadd ?x8377 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8350) (bvule ?x8350 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9117 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9289 (concat ?x9117 (_ bv0 2))))
 (let ((?x9271 (mem!block_tables!32 (bvadd ?x9289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9271) (bvule ?x9271 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9919 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9913 (concat ?x9919 (_ bv0 2))))
 (let ((?x9975 (mem!block_tables!32 (bvadd ?x9913 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9975) (bvule ?x9975 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10388 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10381 (concat ?x10388 (_ bv0 2))))
 (let ((?x10471 (mem!block_tables!32 (bvadd ?x10381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10471) (bvule ?x10471 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11231 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11240 (concat ?x11231 (_ bv0 2))))
 (let ((?x11083 (mem!block_tables!32 (bvadd ?x11240 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11083) (bvule ?x11083 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11647 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11716 (concat ?x11647 (_ bv0 2))))
 (let ((?x9910 (mem!block_tables!32 (bvadd ?x11716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9910) (bvule ?x9910 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12343 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12260 (concat ?x12343 (_ bv0 2))))
 (let ((?x12199 (mem!block_tables!32 (bvadd ?x12260 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12199) (bvule ?x12199 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13020 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12999 (concat ?x13020 (_ bv0 2))))
 (let ((?x13045 (mem!block_tables!32 (bvadd ?x12999 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13045) (bvule ?x13045 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13636 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13631 (concat ?x13636 (_ bv0 2))))
 (let ((?x13575 (mem!block_tables!32 (bvadd ?x13631 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13575) (bvule ?x13575 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14191 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14173 (concat ?x14191 (_ bv0 2))))
 (let ((?x12297 (mem!block_tables!32 (bvadd ?x14173 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12297) (bvule ?x12297 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14872 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14854 (concat ?x14872 (_ bv0 2))))
 (let ((?x14883 (mem!block_tables!32 (bvadd ?x14854 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14883) (bvule ?x14883 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15311 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15294 (concat ?x15311 (_ bv0 2))))
 (let ((?x15297 (mem!block_tables!32 (bvadd ?x15294 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15297) (bvule ?x15297 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16177 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16010 (concat ?x16177 (_ bv0 2))))
 (let ((?x16202 (mem!block_tables!32 (bvadd ?x16010 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16202) (bvule ?x16202 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16671 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16536 (concat ?x16671 (_ bv0 2))))
 (let ((?x16742 (mem!block_tables!32 (bvadd ?x16536 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16742) (bvule ?x16742 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17200 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17198 (concat ?x17200 (_ bv0 2))))
 (let ((?x17428 (mem!block_tables!32 (bvadd ?x17198 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17428) (bvule ?x17428 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18058 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18043 (concat ?x18058 (_ bv0 2))))
 (let ((?x18114 (mem!block_tables!32 (bvadd ?x18043 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18114) (bvule ?x18114 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18712 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18716 (concat ?x18712 (_ bv0 2))))
 (let ((?x18603 (mem!block_tables!32 (bvadd ?x18716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18603) (bvule ?x18603 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19330 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19138 (concat ?x19330 (_ bv0 2))))
 (let ((?x19361 (mem!block_tables!32 (bvadd ?x19138 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19361) (bvule ?x19361 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19959 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19767 (concat ?x19959 (_ bv0 2))))
 (let ((?x19973 (mem!block_tables!32 (bvadd ?x19767 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19973) (bvule ?x19973 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20596 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20502 (concat ?x20596 (_ bv0 2))))
 (let ((?x20482 (mem!block_tables!32 (bvadd ?x20502 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20482) (bvule ?x20482 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21264 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21262 (concat ?x21264 (_ bv0 2))))
 (let ((?x21281 (mem!block_tables!32 (bvadd ?x21262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21281) (bvule ?x21281 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21775 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21676 (concat ?x21775 (_ bv0 2))))
 (let ((?x21844 (mem!block_tables!32 (bvadd ?x21676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21844) (bvule ?x21844 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22516 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22500 (concat ?x22516 (_ bv0 2))))
 (let ((?x22140 (mem!block_tables!32 (bvadd ?x22500 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22140) (bvule ?x22140 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23027 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23082 (concat ?x23027 (_ bv0 2))))
 (let ((?x23163 (mem!block_tables!32 (bvadd ?x23082 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23163) (bvule ?x23163 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23300 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23742 (concat ?x23300 (_ bv0 2))))
 (let ((?x23767 (mem!block_tables!32 (bvadd ?x23742 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23767) (bvule ?x23767 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24282 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24386 (concat ?x24282 (_ bv0 2))))
 (let ((?x24321 (mem!block_tables!32 (bvadd ?x24386 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24321) (bvule ?x24321 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24786 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24612 (concat ?x24786 (_ bv0 2))))
 (let ((?x24824 (mem!block_tables!32 (bvadd ?x24612 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24824) (bvule ?x24824 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25531 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25535 (concat ?x25531 (_ bv0 2))))
 (let ((?x25555 (mem!block_tables!32 (bvadd ?x25535 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25555) (bvule ?x25555 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26059 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26215 (concat ?x26059 (_ bv0 2))))
 (let ((?x26180 (mem!block_tables!32 (bvadd ?x26215 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26180) (bvule ?x26180 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26769 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26726 (concat ?x26769 (_ bv0 2))))
 (let ((?x26697 (mem!block_tables!32 (bvadd ?x26726 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26697) (bvule ?x26697 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27523 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27262 (concat ?x27523 (_ bv0 2))))
 (let ((?x27600 (mem!block_tables!32 (bvadd ?x27262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27600) (bvule ?x27600 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27844 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28186 (concat ?x27844 (_ bv0 2))))
 (let ((?x27973 (mem!block_tables!32 (bvadd ?x28186 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27973) (bvule ?x27973 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv512 32)))
(assert
 (let ((?x1662 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1662) (bvule ?x1662 (_ bv1024 32)))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1871 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1852 (mem!block_tables!32 (bvadd ?x1871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1852) (bvule ?x1852 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4715 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3198 (mem!block_tables!32 (bvadd ?x4715 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3198) (bvule ?x3198 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12613 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11100 (mem!block_tables!32 (bvadd ?x12613 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11100) (bvule ?x11100 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23054 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17365 (mem!block_tables!32 (bvadd ?x23054 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17365) (bvule ?x17365 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25341 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15924 (mem!block_tables!32 (bvadd ?x25341 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15924) (bvule ?x15924 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17669 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18875 (mem!block_tables!32 (bvadd ?x17669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18875) (bvule ?x18875 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15892 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11938 (mem!block_tables!32 (bvadd ?x15892 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11938) (bvule ?x11938 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13271 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14251 (mem!block_tables!32 (bvadd ?x13271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14251) (bvule ?x14251 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28501 (concat (bvadd ?x1866 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23195 (mem!block_tables!32 (bvadd ?x28501 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23195) (bvule ?x23195 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25679 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28628 (concat ?x25679 (_ bv0 2))))
 (let ((?x27990 (mem!block_tables!32 (bvadd ?x28628 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27990) (bvule ?x27990 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19407 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x25002 (concat ?x19407 (_ bv0 2))))
 (let ((?x25201 (mem!block_tables!32 (bvadd ?x25002 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25201) (bvule ?x25201 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24961 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22906 (concat ?x24961 (_ bv0 2))))
 (let ((?x19192 (mem!block_tables!32 (bvadd ?x22906 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19192) (bvule ?x19192 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6142 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1353 (concat ?x6142 (_ bv0 2))))
 (let ((?x6144 (mem!block_tables!32 (bvadd ?x1353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6144) (bvule ?x6144 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24015 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27698 (concat ?x24015 (_ bv0 2))))
 (let ((?x20102 (mem!block_tables!32 (bvadd ?x27698 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20102) (bvule ?x20102 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27303 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x18054 (concat ?x27303 (_ bv0 2))))
 (let ((?x14186 (mem!block_tables!32 (bvadd ?x18054 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14186) (bvule ?x14186 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21145 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27368 (concat ?x21145 (_ bv0 2))))
 (let ((?x27159 (mem!block_tables!32 (bvadd ?x27368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27159) (bvule ?x27159 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23407 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x26541 (concat ?x23407 (_ bv0 2))))
 (let ((?x26937 (mem!block_tables!32 (bvadd ?x26541 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26937) (bvule ?x26937 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12228 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16428 (concat ?x12228 (_ bv0 2))))
 (let ((?x11503 (mem!block_tables!32 (bvadd ?x16428 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11503) (bvule ?x11503 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21317 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20261 (concat ?x21317 (_ bv0 2))))
 (let ((?x25735 (mem!block_tables!32 (bvadd ?x20261 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25735) (bvule ?x25735 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22454 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15350 (concat ?x22454 (_ bv0 2))))
 (let ((?x14034 (mem!block_tables!32 (bvadd ?x15350 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14034) (bvule ?x14034 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17253 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x14646 (concat ?x17253 (_ bv0 2))))
 (let ((?x26192 (mem!block_tables!32 (bvadd ?x14646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26192) (bvule ?x26192 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4484 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1203 (concat ?x4484 (_ bv0 2))))
 (let ((?x3050 (mem!block_tables!32 (bvadd ?x1203 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3050) (bvule ?x3050 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x2961 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x7501 (concat ?x2961 (_ bv0 2))))
 (let ((?x7494 (mem!block_tables!32 (bvadd ?x7501 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7494) (bvule ?x7494 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3682 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x2899 (concat ?x3682 (_ bv0 2))))
 (let ((?x30109 (mem!block_tables!32 (bvadd ?x2899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30109) (bvule ?x30109 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28894 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29315 (concat ?x28894 (_ bv0 2))))
 (let ((?x28969 (mem!block_tables!32 (bvadd ?x29315 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28969) (bvule ?x28969 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30551 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30578 (concat ?x30551 (_ bv0 2))))
 (let ((?x30699 (mem!block_tables!32 (bvadd ?x30578 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30699) (bvule ?x30699 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31239 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31406 (concat ?x31239 (_ bv0 2))))
 (let ((?x31241 (mem!block_tables!32 (bvadd ?x31406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31241) (bvule ?x31241 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31900 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31992 (concat ?x31900 (_ bv0 2))))
 (let ((?x31817 (mem!block_tables!32 (bvadd ?x31992 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31817) (bvule ?x31817 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32533 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32630 (concat ?x32533 (_ bv0 2))))
 (let ((?x32185 (mem!block_tables!32 (bvadd ?x32630 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32185) (bvule ?x32185 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33215 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33210 (concat ?x33215 (_ bv0 2))))
 (let ((?x32910 (mem!block_tables!32 (bvadd ?x33210 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32910) (bvule ?x32910 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33814 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33674 (concat ?x33814 (_ bv0 2))))
 (let ((?x33679 (mem!block_tables!32 (bvadd ?x33674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33679) (bvule ?x33679 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34147 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34343 (concat ?x34147 (_ bv0 2))))
 (let ((?x34301 (mem!block_tables!32 (bvadd ?x34343 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34301) (bvule ?x34301 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34803 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34838 (concat ?x34803 (_ bv0 2))))
 (let ((?x34921 (mem!block_tables!32 (bvadd ?x34838 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34921) (bvule ?x34921 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35379 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35273 (concat ?x35379 (_ bv0 2))))
 (let ((?x35427 (mem!block_tables!32 (bvadd ?x35273 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35427) (bvule ?x35427 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35872 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35883 (concat ?x35872 (_ bv0 2))))
 (let ((?x36177 (mem!block_tables!32 (bvadd ?x35883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36177) (bvule ?x36177 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36451 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36341 (concat ?x36451 (_ bv0 2))))
 (let ((?x36552 (mem!block_tables!32 (bvadd ?x36341 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36552) (bvule ?x36552 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36945 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37220 (concat ?x36945 (_ bv0 2))))
 (let ((?x37333 (mem!block_tables!32 (bvadd ?x37220 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37333) (bvule ?x37333 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37638 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37471 (concat ?x37638 (_ bv0 2))))
 (let ((?x37538 (mem!block_tables!32 (bvadd ?x37471 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37538) (bvule ?x37538 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38064 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38211 (concat ?x38064 (_ bv0 2))))
 (let ((?x38567 (mem!block_tables!32 (bvadd ?x38211 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38567) (bvule ?x38567 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38804 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39144 (concat ?x38804 (_ bv0 2))))
 (let ((?x38822 (mem!block_tables!32 (bvadd ?x39144 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38822) (bvule ?x38822 (_ bv4095 32))))))))
(assert
 (let (($x2791 (= ctaid.z@A ctaid.z@B)))
 (let (($x1587 (= ctaid.y@A ctaid.y@B)))
 (let (($x790 (= ctaid.x@A ctaid.x@B)))
 (and $x790 $x1587 $x2791)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x12486 (and (distinct $x257 $x257) true)))
(or $x12486 $x12486 $x12486 $x12486 $x12486 $x12486))))
(check-sat)
