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
 (bvule base!q (_ bv18446744073709404159 64)))
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
 (bvule base!block_tables (_ bv18446744073709518847 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709404159 64)))
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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2584 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2573 (mem!block_tables!32 (bvadd ?x2584 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2573) (bvule ?x2573 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3332 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3301 (mem!block_tables!32 (bvadd ?x3332 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3301) (bvule ?x3301 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4080 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4053 (mem!block_tables!32 (bvadd ?x4080 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4053) (bvule ?x4053 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4829 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4759 (mem!block_tables!32 (bvadd ?x4829 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4759) (bvule ?x4759 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5584 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5588 (mem!block_tables!32 (bvadd ?x5584 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5588) (bvule ?x5588 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6332 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6141 (mem!block_tables!32 (bvadd ?x6332 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6141) (bvule ?x6141 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7077 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6976 (mem!block_tables!32 (bvadd ?x7077 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6976) (bvule ?x6976 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8392 (concat (bvadd ?x542 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8365 (mem!block_tables!32 (bvadd ?x8392 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8365) (bvule ?x8365 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9132 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9304 (concat ?x9132 (_ bv0 2))))
 (let ((?x9286 (mem!block_tables!32 (bvadd ?x9304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9286) (bvule ?x9286 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9934 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9928 (concat ?x9934 (_ bv0 2))))
 (let ((?x9990 (mem!block_tables!32 (bvadd ?x9928 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9990) (bvule ?x9990 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10403 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10396 (concat ?x10403 (_ bv0 2))))
 (let ((?x10486 (mem!block_tables!32 (bvadd ?x10396 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10486) (bvule ?x10486 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11246 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11255 (concat ?x11246 (_ bv0 2))))
 (let ((?x11098 (mem!block_tables!32 (bvadd ?x11255 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11098) (bvule ?x11098 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11662 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11731 (concat ?x11662 (_ bv0 2))))
 (let ((?x9925 (mem!block_tables!32 (bvadd ?x11731 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9925) (bvule ?x9925 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12358 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12275 (concat ?x12358 (_ bv0 2))))
 (let ((?x12214 (mem!block_tables!32 (bvadd ?x12275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12214) (bvule ?x12214 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13035 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13014 (concat ?x13035 (_ bv0 2))))
 (let ((?x13060 (mem!block_tables!32 (bvadd ?x13014 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13060) (bvule ?x13060 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13651 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13646 (concat ?x13651 (_ bv0 2))))
 (let ((?x13590 (mem!block_tables!32 (bvadd ?x13646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13590) (bvule ?x13590 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14206 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14188 (concat ?x14206 (_ bv0 2))))
 (let ((?x12312 (mem!block_tables!32 (bvadd ?x14188 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12312) (bvule ?x12312 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14887 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14869 (concat ?x14887 (_ bv0 2))))
 (let ((?x14898 (mem!block_tables!32 (bvadd ?x14869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14898) (bvule ?x14898 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15326 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15309 (concat ?x15326 (_ bv0 2))))
 (let ((?x15312 (mem!block_tables!32 (bvadd ?x15309 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15312) (bvule ?x15312 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16192 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16025 (concat ?x16192 (_ bv0 2))))
 (let ((?x16217 (mem!block_tables!32 (bvadd ?x16025 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16217) (bvule ?x16217 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16686 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16551 (concat ?x16686 (_ bv0 2))))
 (let ((?x16757 (mem!block_tables!32 (bvadd ?x16551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16757) (bvule ?x16757 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17215 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17213 (concat ?x17215 (_ bv0 2))))
 (let ((?x17443 (mem!block_tables!32 (bvadd ?x17213 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17443) (bvule ?x17443 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18073 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18058 (concat ?x18073 (_ bv0 2))))
 (let ((?x18129 (mem!block_tables!32 (bvadd ?x18058 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18129) (bvule ?x18129 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18727 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18731 (concat ?x18727 (_ bv0 2))))
 (let ((?x18618 (mem!block_tables!32 (bvadd ?x18731 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18618) (bvule ?x18618 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19345 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19153 (concat ?x19345 (_ bv0 2))))
 (let ((?x19376 (mem!block_tables!32 (bvadd ?x19153 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19376) (bvule ?x19376 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19974 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19782 (concat ?x19974 (_ bv0 2))))
 (let ((?x19988 (mem!block_tables!32 (bvadd ?x19782 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19988) (bvule ?x19988 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20611 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20517 (concat ?x20611 (_ bv0 2))))
 (let ((?x20497 (mem!block_tables!32 (bvadd ?x20517 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20497) (bvule ?x20497 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21279 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21277 (concat ?x21279 (_ bv0 2))))
 (let ((?x21296 (mem!block_tables!32 (bvadd ?x21277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21296) (bvule ?x21296 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21790 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21691 (concat ?x21790 (_ bv0 2))))
 (let ((?x21859 (mem!block_tables!32 (bvadd ?x21691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21859) (bvule ?x21859 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22531 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22515 (concat ?x22531 (_ bv0 2))))
 (let ((?x22155 (mem!block_tables!32 (bvadd ?x22515 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22155) (bvule ?x22155 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23042 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23097 (concat ?x23042 (_ bv0 2))))
 (let ((?x23178 (mem!block_tables!32 (bvadd ?x23097 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23178) (bvule ?x23178 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23315 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23757 (concat ?x23315 (_ bv0 2))))
 (let ((?x23782 (mem!block_tables!32 (bvadd ?x23757 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23782) (bvule ?x23782 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24297 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24401 (concat ?x24297 (_ bv0 2))))
 (let ((?x24336 (mem!block_tables!32 (bvadd ?x24401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24336) (bvule ?x24336 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24801 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24627 (concat ?x24801 (_ bv0 2))))
 (let ((?x24839 (mem!block_tables!32 (bvadd ?x24627 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24839) (bvule ?x24839 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25546 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25550 (concat ?x25546 (_ bv0 2))))
 (let ((?x25570 (mem!block_tables!32 (bvadd ?x25550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25570) (bvule ?x25570 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26074 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26230 (concat ?x26074 (_ bv0 2))))
 (let ((?x26195 (mem!block_tables!32 (bvadd ?x26230 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26195) (bvule ?x26195 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26784 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26741 (concat ?x26784 (_ bv0 2))))
 (let ((?x26712 (mem!block_tables!32 (bvadd ?x26741 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26712) (bvule ?x26712 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27538 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27277 (concat ?x27538 (_ bv0 2))))
 (let ((?x27615 (mem!block_tables!32 (bvadd ?x27277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27615) (bvule ?x27615 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27859 (bvadd ?x542 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28201 (concat ?x27859 (_ bv0 2))))
 (let ((?x27988 (mem!block_tables!32 (bvadd ?x28201 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27988) (bvule ?x27988 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv128 32)))
(assert
 (let ((?x1659 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1659) (bvule ?x1659 (_ bv1024 32)))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1868 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1849 (mem!block_tables!32 (bvadd ?x1868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1849) (bvule ?x1849 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4407 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x2888 (mem!block_tables!32 (bvadd ?x4407 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2888) (bvule ?x2888 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12485 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11684 (mem!block_tables!32 (bvadd ?x12485 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11684) (bvule ?x11684 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22997 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17163 (mem!block_tables!32 (bvadd ?x22997 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17163) (bvule ?x17163 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25233 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15911 (mem!block_tables!32 (bvadd ?x25233 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15911) (bvule ?x15911 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17202 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18412 (mem!block_tables!32 (bvadd ?x17202 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18412) (bvule ?x18412 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16021 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12215 (mem!block_tables!32 (bvadd ?x16021 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12215) (bvule ?x12215 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13039 (concat (bvadd ?x1863 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x13885 (mem!block_tables!32 (bvadd ?x13039 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13885) (bvule ?x13885 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27985 (concat (bvadd ?x1863 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23135 (mem!block_tables!32 (bvadd ?x27985 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23135) (bvule ?x23135 (_ bv4095 32)))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25519 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28005 (concat ?x25519 (_ bv0 2))))
 (let ((?x27836 (mem!block_tables!32 (bvadd ?x28005 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27836) (bvule ?x27836 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19066 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x24731 (concat ?x19066 (_ bv0 2))))
 (let ((?x24937 (mem!block_tables!32 (bvadd ?x24731 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24937) (bvule ?x24937 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24825 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22721 (concat ?x24825 (_ bv0 2))))
 (let ((?x18849 (mem!block_tables!32 (bvadd ?x22721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18849) (bvule ?x18849 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5408 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x7683 (concat ?x5408 (_ bv0 2))))
 (let ((?x3890 (mem!block_tables!32 (bvadd ?x7683 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3890) (bvule ?x3890 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23937 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27310 (concat ?x23937 (_ bv0 2))))
 (let ((?x19807 (mem!block_tables!32 (bvadd ?x27310 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19807) (bvule ?x19807 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26673 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x17927 (concat ?x26673 (_ bv0 2))))
 (let ((?x13735 (mem!block_tables!32 (bvadd ?x17927 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13735) (bvule ?x13735 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20937 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27421 (concat ?x20937 (_ bv0 2))))
 (let ((?x27260 (mem!block_tables!32 (bvadd ?x27421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27260) (bvule ?x27260 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23490 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27841 (concat ?x23490 (_ bv0 2))))
 (let ((?x26880 (mem!block_tables!32 (bvadd ?x27841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26880) (bvule ?x26880 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12032 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16380 (concat ?x12032 (_ bv0 2))))
 (let ((?x10982 (mem!block_tables!32 (bvadd ?x16380 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10982) (bvule ?x10982 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20942 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20092 (concat ?x20942 (_ bv0 2))))
 (let ((?x25012 (mem!block_tables!32 (bvadd ?x20092 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25012) (bvule ?x25012 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22140 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x19384 (concat ?x22140 (_ bv0 2))))
 (let ((?x13743 (mem!block_tables!32 (bvadd ?x19384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13743) (bvule ?x13743 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16570 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15381 (concat ?x16570 (_ bv0 2))))
 (let ((?x12856 (mem!block_tables!32 (bvadd ?x15381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12856) (bvule ?x12856 (_ bv4095 32))))))))
(assert
 (let ((?x1201 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B))))))
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3059 (concat (bvadd ?x1863 ?x1201) (_ bv0 2))))
 (let ((?x5201 (mem!block_tables!32 (bvadd ?x3059 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5201) (bvule ?x5201 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x2977 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x3750 (concat ?x2977 (_ bv0 2))))
 (let ((?x5262 (mem!block_tables!32 (bvadd ?x3750 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5262) (bvule ?x5262 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30149 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x4435 (concat ?x30149 (_ bv0 2))))
 (let ((?x30241 (mem!block_tables!32 (bvadd ?x4435 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30241) (bvule ?x30241 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28910 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29303 (concat ?x28910 (_ bv0 2))))
 (let ((?x28969 (mem!block_tables!32 (bvadd ?x29303 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28969) (bvule ?x28969 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30833 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30615 (concat ?x30833 (_ bv0 2))))
 (let ((?x30508 (mem!block_tables!32 (bvadd ?x30615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30508) (bvule ?x30508 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31423 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31448 (concat ?x31423 (_ bv0 2))))
 (let ((?x31370 (mem!block_tables!32 (bvadd ?x31448 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31370) (bvule ?x31370 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32063 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32050 (concat ?x32063 (_ bv0 2))))
 (let ((?x31884 (mem!block_tables!32 (bvadd ?x32050 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31884) (bvule ?x31884 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32469 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32258 (concat ?x32469 (_ bv0 2))))
 (let ((?x32537 (mem!block_tables!32 (bvadd ?x32258 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32537) (bvule ?x32537 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33250 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33254 (concat ?x33250 (_ bv0 2))))
 (let ((?x33114 (mem!block_tables!32 (bvadd ?x33254 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33114) (bvule ?x33114 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33717 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33630 (concat ?x33717 (_ bv0 2))))
 (let ((?x33869 (mem!block_tables!32 (bvadd ?x33630 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33869) (bvule ?x33869 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34069 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34337 (concat ?x34069 (_ bv0 2))))
 (let ((?x34323 (mem!block_tables!32 (bvadd ?x34337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34323) (bvule ?x34323 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34452 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34937 (concat ?x34452 (_ bv0 2))))
 (let ((?x34827 (mem!block_tables!32 (bvadd ?x34937 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34827) (bvule ?x34827 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35359 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35286 (concat ?x35359 (_ bv0 2))))
 (let ((?x35236 (mem!block_tables!32 (bvadd ?x35286 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35236) (bvule ?x35236 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35890 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36025 (concat ?x35890 (_ bv0 2))))
 (let ((?x35846 (mem!block_tables!32 (bvadd ?x36025 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35846) (bvule ?x35846 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36503 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36670 (concat ?x36503 (_ bv0 2))))
 (let ((?x36433 (mem!block_tables!32 (bvadd ?x36670 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36433) (bvule ?x36433 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37221 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37222 (concat ?x37221 (_ bv0 2))))
 (let ((?x37350 (mem!block_tables!32 (bvadd ?x37222 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37350) (bvule ?x37350 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37697 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37737 (concat ?x37697 (_ bv0 2))))
 (let ((?x37818 (mem!block_tables!32 (bvadd ?x37737 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37818) (bvule ?x37818 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38248 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38334 (concat ?x38248 (_ bv0 2))))
 (let ((?x38584 (mem!block_tables!32 (bvadd ?x38334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38584) (bvule ?x38584 (_ bv4095 32))))))))
(assert
 (let ((?x1863 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38821 (bvadd ?x1863 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39161 (concat ?x38821 (_ bv0 2))))
 (let ((?x38839 (mem!block_tables!32 (bvadd ?x39161 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38839) (bvule ?x38839 (_ bv4095 32))))))))
(assert
 (let (($x3560 (= ctaid.z@A ctaid.z@B)))
 (let (($x4776 (= ctaid.y@A ctaid.y@B)))
 (let (($x7021 (= ctaid.x@A ctaid.x@B)))
 (and $x7021 $x4776 $x3560)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x253 (= param!power (_ bv1 32))))
(let (($x10489 (and (distinct $x253 $x253) true)))
(or $x10489 $x10489 $x10489 $x10489 $x10489 $x10489))))
(check-sat)
