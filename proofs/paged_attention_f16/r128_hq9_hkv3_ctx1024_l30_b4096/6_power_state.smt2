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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x272 ((_ extract 31 6) tid.x@A)))
(let (($x277 (= ?x272 (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x282 (and $x253 $x277)))
(or $x282))))))
(check-sat)
