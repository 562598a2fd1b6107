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
 (bvule base!q (_ bv18446744073709256703 64)))
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
 (bvule base!block_tables (_ bv18446744073709486079 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709256703 64)))
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
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2577 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2566 (mem!block_tables!32 (bvadd ?x2577 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2566) (bvule ?x2566 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3325 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3294 (mem!block_tables!32 (bvadd ?x3325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3294) (bvule ?x3294 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4073 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4046 (mem!block_tables!32 (bvadd ?x4073 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4046) (bvule ?x4046 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4822 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4752 (mem!block_tables!32 (bvadd ?x4822 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4752) (bvule ?x4752 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5577 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5581 (mem!block_tables!32 (bvadd ?x5577 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5581) (bvule ?x5581 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6325 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6134 (mem!block_tables!32 (bvadd ?x6325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6134) (bvule ?x6134 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7070 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6969 (mem!block_tables!32 (bvadd ?x7070 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6969) (bvule ?x6969 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8385 (concat (bvadd ?x545 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8358 (mem!block_tables!32 (bvadd ?x8385 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8358) (bvule ?x8358 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9125 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9297 (concat ?x9125 (_ bv0 2))))
 (let ((?x9279 (mem!block_tables!32 (bvadd ?x9297 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9279) (bvule ?x9279 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9927 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9921 (concat ?x9927 (_ bv0 2))))
 (let ((?x9983 (mem!block_tables!32 (bvadd ?x9921 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9983) (bvule ?x9983 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10396 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10389 (concat ?x10396 (_ bv0 2))))
 (let ((?x10479 (mem!block_tables!32 (bvadd ?x10389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10479) (bvule ?x10479 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11239 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11248 (concat ?x11239 (_ bv0 2))))
 (let ((?x11091 (mem!block_tables!32 (bvadd ?x11248 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11091) (bvule ?x11091 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11655 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11724 (concat ?x11655 (_ bv0 2))))
 (let ((?x9918 (mem!block_tables!32 (bvadd ?x11724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9918) (bvule ?x9918 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12351 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12268 (concat ?x12351 (_ bv0 2))))
 (let ((?x12207 (mem!block_tables!32 (bvadd ?x12268 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12207) (bvule ?x12207 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13028 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13007 (concat ?x13028 (_ bv0 2))))
 (let ((?x13053 (mem!block_tables!32 (bvadd ?x13007 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13053) (bvule ?x13053 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13644 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13639 (concat ?x13644 (_ bv0 2))))
 (let ((?x13583 (mem!block_tables!32 (bvadd ?x13639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13583) (bvule ?x13583 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14199 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14181 (concat ?x14199 (_ bv0 2))))
 (let ((?x12305 (mem!block_tables!32 (bvadd ?x14181 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12305) (bvule ?x12305 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14880 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14862 (concat ?x14880 (_ bv0 2))))
 (let ((?x14891 (mem!block_tables!32 (bvadd ?x14862 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14891) (bvule ?x14891 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15319 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15302 (concat ?x15319 (_ bv0 2))))
 (let ((?x15305 (mem!block_tables!32 (bvadd ?x15302 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15305) (bvule ?x15305 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16185 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16018 (concat ?x16185 (_ bv0 2))))
 (let ((?x16210 (mem!block_tables!32 (bvadd ?x16018 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16210) (bvule ?x16210 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16679 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16544 (concat ?x16679 (_ bv0 2))))
 (let ((?x16750 (mem!block_tables!32 (bvadd ?x16544 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16750) (bvule ?x16750 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17208 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17206 (concat ?x17208 (_ bv0 2))))
 (let ((?x17436 (mem!block_tables!32 (bvadd ?x17206 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17436) (bvule ?x17436 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18066 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18051 (concat ?x18066 (_ bv0 2))))
 (let ((?x18122 (mem!block_tables!32 (bvadd ?x18051 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18122) (bvule ?x18122 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18720 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18724 (concat ?x18720 (_ bv0 2))))
 (let ((?x18611 (mem!block_tables!32 (bvadd ?x18724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18611) (bvule ?x18611 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19338 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19146 (concat ?x19338 (_ bv0 2))))
 (let ((?x19369 (mem!block_tables!32 (bvadd ?x19146 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19369) (bvule ?x19369 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19967 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19775 (concat ?x19967 (_ bv0 2))))
 (let ((?x19981 (mem!block_tables!32 (bvadd ?x19775 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19981) (bvule ?x19981 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20604 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20510 (concat ?x20604 (_ bv0 2))))
 (let ((?x20490 (mem!block_tables!32 (bvadd ?x20510 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20490) (bvule ?x20490 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21272 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21270 (concat ?x21272 (_ bv0 2))))
 (let ((?x21289 (mem!block_tables!32 (bvadd ?x21270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21289) (bvule ?x21289 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21783 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21684 (concat ?x21783 (_ bv0 2))))
 (let ((?x21852 (mem!block_tables!32 (bvadd ?x21684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21852) (bvule ?x21852 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22524 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22508 (concat ?x22524 (_ bv0 2))))
 (let ((?x22148 (mem!block_tables!32 (bvadd ?x22508 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22148) (bvule ?x22148 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23035 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23090 (concat ?x23035 (_ bv0 2))))
 (let ((?x23171 (mem!block_tables!32 (bvadd ?x23090 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23171) (bvule ?x23171 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23308 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23750 (concat ?x23308 (_ bv0 2))))
 (let ((?x23775 (mem!block_tables!32 (bvadd ?x23750 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23775) (bvule ?x23775 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24290 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24394 (concat ?x24290 (_ bv0 2))))
 (let ((?x24329 (mem!block_tables!32 (bvadd ?x24394 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24329) (bvule ?x24329 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24794 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24620 (concat ?x24794 (_ bv0 2))))
 (let ((?x24832 (mem!block_tables!32 (bvadd ?x24620 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24832) (bvule ?x24832 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25539 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25543 (concat ?x25539 (_ bv0 2))))
 (let ((?x25563 (mem!block_tables!32 (bvadd ?x25543 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25563) (bvule ?x25563 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26067 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26223 (concat ?x26067 (_ bv0 2))))
 (let ((?x26188 (mem!block_tables!32 (bvadd ?x26223 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26188) (bvule ?x26188 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26777 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26734 (concat ?x26777 (_ bv0 2))))
 (let ((?x26705 (mem!block_tables!32 (bvadd ?x26734 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26705) (bvule ?x26705 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27531 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27270 (concat ?x27531 (_ bv0 2))))
 (let ((?x27608 (mem!block_tables!32 (bvadd ?x27270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27608) (bvule ?x27608 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27852 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28194 (concat ?x27852 (_ bv0 2))))
 (let ((?x27981 (mem!block_tables!32 (bvadd ?x28194 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27981) (bvule ?x27981 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x276 ((_ extract 31 6) tid.x@A)))
(let (($x281 (= ?x276 (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286))))))
(check-sat)
