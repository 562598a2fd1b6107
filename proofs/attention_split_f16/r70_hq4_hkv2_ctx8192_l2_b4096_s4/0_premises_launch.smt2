; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v9344@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v9344@B () (_ BitVec 64))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073659219967 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709408255 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709542655 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709264895 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x294) (bvule ?x294 (_ bv8192 32)))))
(assert
 (let ((?x360 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x362 (concat (bvadd ?x356 ?x360) (_ bv0 2))))
 (let ((?x324 (mem!block_tables!32 (bvadd ?x362 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x324) (bvule ?x324 (_ bv4095 32))))))))
(assert
 (let ((?x4478 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4473 (concat (bvadd ?x356 ?x4478) (_ bv0 2))))
 (let ((?x4498 (mem!block_tables!32 (bvadd ?x4473 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4498) (bvule ?x4498 (_ bv4095 32))))))))
(assert
 (let ((?x5562 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5557 (concat (bvadd ?x356 ?x5562) (_ bv0 2))))
 (let ((?x5422 (mem!block_tables!32 (bvadd ?x5557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5422) (bvule ?x5422 (_ bv4095 32))))))))
(assert
 (let ((?x6623 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6618 (concat (bvadd ?x356 ?x6623) (_ bv0 2))))
 (let ((?x6637 (mem!block_tables!32 (bvadd ?x6618 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6637) (bvule ?x6637 (_ bv4095 32))))))))
(assert
 (let ((?x7693 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7688 (concat (bvadd ?x356 ?x7693) (_ bv0 2))))
 (let ((?x7564 (mem!block_tables!32 (bvadd ?x7688 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7564) (bvule ?x7564 (_ bv4095 32))))))))
(assert
 (let ((?x8766 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8761 (concat (bvadd ?x356 ?x8766) (_ bv0 2))))
 (let ((?x8620 (mem!block_tables!32 (bvadd ?x8761 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8620) (bvule ?x8620 (_ bv4095 32))))))))
(assert
 (let ((?x9847 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9842 (concat (bvadd ?x356 ?x9847) (_ bv0 2))))
 (let ((?x9700 (mem!block_tables!32 (bvadd ?x9842 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9700) (bvule ?x9700 (_ bv4095 32))))))))
(assert
 (let ((?x10935 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10930 (concat (bvadd ?x356 ?x10935) (_ bv0 2))))
 (let ((?x10788 (mem!block_tables!32 (bvadd ?x10930 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10788) (bvule ?x10788 (_ bv4095 32))))))))
(assert
 (let ((?x12029 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12024 (concat (bvadd ?x356 ?x12029) (_ bv0 2))))
 (let ((?x12043 (mem!block_tables!32 (bvadd ?x12024 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12043) (bvule ?x12043 (_ bv4095 32))))))))
(assert
 (let ((?x13128 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13123 (concat (bvadd ?x356 ?x13128) (_ bv0 2))))
 (let ((?x12970 (mem!block_tables!32 (bvadd ?x13123 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12970) (bvule ?x12970 (_ bv4095 32))))))))
(assert
 (let ((?x14235 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14230 (concat (bvadd ?x356 ?x14235) (_ bv0 2))))
 (let ((?x14234 (mem!block_tables!32 (bvadd ?x14230 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14234) (bvule ?x14234 (_ bv4095 32))))))))
(assert
 (let ((?x15349 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15344 (concat (bvadd ?x356 ?x15349) (_ bv0 2))))
 (let ((?x15220 (mem!block_tables!32 (bvadd ?x15344 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15220) (bvule ?x15220 (_ bv4095 32))))))))
(assert
 (let ((?x16470 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16465 (concat (bvadd ?x356 ?x16470) (_ bv0 2))))
 (let ((?x16454 (mem!block_tables!32 (bvadd ?x16465 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16454) (bvule ?x16454 (_ bv4095 32))))))))
(assert
 (let ((?x17598 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17593 (concat (bvadd ?x356 ?x17598) (_ bv0 2))))
 (let ((?x17607 (mem!block_tables!32 (bvadd ?x17593 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17607) (bvule ?x17607 (_ bv4095 32))))))))
(assert
 (let ((?x18725 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18718 (concat (bvadd ?x356 ?x18725) (_ bv0 2))))
 (let ((?x18566 (mem!block_tables!32 (bvadd ?x18718 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18566) (bvule ?x18566 (_ bv4095 32))))))))
(assert
 (let ((?x19894 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x356 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19884 (concat (bvadd ?x356 ?x19894) (_ bv0 2))))
 (let ((?x19712 (mem!block_tables!32 (bvadd ?x19884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19712) (bvule ?x19712 (_ bv4095 32))))))))
(assert
 (bvule v9344@A (_ bv15 64)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x26205 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26205) (bvule ?x26205 (_ bv8192 32)))))
(assert
 (let ((?x26194 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26196 (concat (bvadd ?x26044 ?x26194) (_ bv0 2))))
 (let ((?x26198 (mem!block_tables!32 (bvadd ?x26196 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26198) (bvule ?x26198 (_ bv4095 32))))))))
(assert
 (let ((?x26184 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26186 (concat (bvadd ?x26044 ?x26184) (_ bv0 2))))
 (let ((?x26188 (mem!block_tables!32 (bvadd ?x26186 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26188) (bvule ?x26188 (_ bv4095 32))))))))
(assert
 (let ((?x26174 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26176 (concat (bvadd ?x26044 ?x26174) (_ bv0 2))))
 (let ((?x26178 (mem!block_tables!32 (bvadd ?x26176 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26178) (bvule ?x26178 (_ bv4095 32))))))))
(assert
 (let ((?x26164 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26166 (concat (bvadd ?x26044 ?x26164) (_ bv0 2))))
 (let ((?x26168 (mem!block_tables!32 (bvadd ?x26166 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26168) (bvule ?x26168 (_ bv4095 32))))))))
(assert
 (let ((?x26154 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26156 (concat (bvadd ?x26044 ?x26154) (_ bv0 2))))
 (let ((?x26158 (mem!block_tables!32 (bvadd ?x26156 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26158) (bvule ?x26158 (_ bv4095 32))))))))
(assert
 (let ((?x26144 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26146 (concat (bvadd ?x26044 ?x26144) (_ bv0 2))))
 (let ((?x26148 (mem!block_tables!32 (bvadd ?x26146 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26148) (bvule ?x26148 (_ bv4095 32))))))))
(assert
 (let ((?x26134 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26136 (concat (bvadd ?x26044 ?x26134) (_ bv0 2))))
 (let ((?x26138 (mem!block_tables!32 (bvadd ?x26136 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26138) (bvule ?x26138 (_ bv4095 32))))))))
(assert
 (let ((?x26124 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26126 (concat (bvadd ?x26044 ?x26124) (_ bv0 2))))
 (let ((?x26128 (mem!block_tables!32 (bvadd ?x26126 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26128) (bvule ?x26128 (_ bv4095 32))))))))
(assert
 (let ((?x26114 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26116 (concat (bvadd ?x26044 ?x26114) (_ bv0 2))))
 (let ((?x26118 (mem!block_tables!32 (bvadd ?x26116 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26118) (bvule ?x26118 (_ bv4095 32))))))))
(assert
 (let ((?x26104 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26106 (concat (bvadd ?x26044 ?x26104) (_ bv0 2))))
 (let ((?x26108 (mem!block_tables!32 (bvadd ?x26106 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26108) (bvule ?x26108 (_ bv4095 32))))))))
(assert
 (let ((?x26094 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26096 (concat (bvadd ?x26044 ?x26094) (_ bv0 2))))
 (let ((?x26098 (mem!block_tables!32 (bvadd ?x26096 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26098) (bvule ?x26098 (_ bv4095 32))))))))
(assert
 (let ((?x26084 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26086 (concat (bvadd ?x26044 ?x26084) (_ bv0 2))))
 (let ((?x26088 (mem!block_tables!32 (bvadd ?x26086 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26088) (bvule ?x26088 (_ bv4095 32))))))))
(assert
 (let ((?x26074 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26076 (concat (bvadd ?x26044 ?x26074) (_ bv0 2))))
 (let ((?x26078 (mem!block_tables!32 (bvadd ?x26076 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26078) (bvule ?x26078 (_ bv4095 32))))))))
(assert
 (let ((?x26064 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26066 (concat (bvadd ?x26044 ?x26064) (_ bv0 2))))
 (let ((?x26068 (mem!block_tables!32 (bvadd ?x26066 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26068) (bvule ?x26068 (_ bv4095 32))))))))
(assert
 (let ((?x26054 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26056 (concat (bvadd ?x26044 ?x26054) (_ bv0 2))))
 (let ((?x26058 (mem!block_tables!32 (bvadd ?x26056 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26058) (bvule ?x26058 (_ bv4095 32))))))))
(assert
 (let ((?x26042 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x26044 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26046 (concat (bvadd ?x26044 ?x26042) (_ bv0 2))))
 (let ((?x26048 (mem!block_tables!32 (bvadd ?x26046 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26048) (bvule ?x26048 (_ bv4095 32))))))))
(assert
 (bvule v9344@B (_ bv15 64)))
(check-sat)
