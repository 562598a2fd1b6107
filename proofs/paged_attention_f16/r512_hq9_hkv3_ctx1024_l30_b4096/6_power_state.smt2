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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x276 ((_ extract 31 6) tid.x@A)))
(let (($x281 (= ?x276 (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286))))))
(check-sat)
