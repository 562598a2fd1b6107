; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_A () (_ BitVec 32))
(declare-fun width!ww_global_kv_A () (_ BitVec 64))
(declare-fun off!ww_global_kv_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_kv_A () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_B () (_ BitVec 32))
(declare-fun width!ww_global_kv_B () (_ BitVec 64))
(declare-fun off!ww_global_kv_B () (_ BitVec 64))
(declare-fun sel!ww_global_kv_B () (_ BitVec 32))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (_ bv18446744073709546495 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (let ((?x377 (mem!positions!32 ?x347)))
 (and (bvule (_ bv0 32) ?x377) (bvule ?x377 (_ bv255 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x347)) ?x347))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv8 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x505 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x503 (bvadd ?x505 (_ bv0 64))))
 (let ((?x796 (mem!positions!32 ?x503)))
 (and (bvule (_ bv0 32) ?x796) (bvule ?x796 (_ bv255 32)))))))
(assert
 (let ((?x505 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x503 (bvadd ?x505 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x503)) ?x503))))
(assert
 (let ((?x332 ((_ extract 2 0) tid.y@A)))
 (let (($x375 (bvule (_ bv6 3) ?x332)))
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x522 (or $x324 $x375)))
 (let ((?x539 (ite $x522 (_ bv524288 64) (_ bv0 64))))
 (let ((?x534 (bvadd (_ bv4294967168 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x522 (_ bv4294967294 32) (_ bv0 32))))))
 (let ((?x538 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x534))))
 (let ((?x552 (bvmul (_ bv4096 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x574 (bvmul (_ bv256 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x575 (bvadd ?x574 ?x552 ?x538 ?x539)))
 (let (($x483 (or (not (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21))) (bvule (_ bv1024 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x486 (not $x483)))
 (let (($x470 (or $x324 (bvule (_ bv4 3) ?x332))))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x487 (and $x302 $x470 $x486)))
 (let (($x282 (and $x487 (= off!ww_global_kv_A ?x575) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x282)))))))))))))))))))
(assert
 (let ((?x496 ((_ extract 2 0) tid.y@B)))
 (let (($x480 (bvule (_ bv6 3) ?x496)))
 (let (($x778 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x461 (or $x778 $x480)))
 (let ((?x555 (ite $x461 (_ bv524288 64) (_ bv0 64))))
 (let ((?x341 (bvmul (_ bv32 32) (ite $x461 (_ bv4294967294 32) (_ bv0 32)))))
 (let ((?x351 (bvmul (_ bv32 32) tid.y@B)))
 (let ((?x421 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd (_ bv4294967168 32) tid.x@B ?x351 ?x341)))))
 (let ((?x561 (bvmul (_ bv4096 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x838 (bvmul (_ bv256 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x839 (bvadd ?x838 ?x561 ?x421 ?x555)))
 (let (($x311 (or (not (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 21))) (bvule (_ bv1024 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x648 (not $x311)))
 (let (($x667 (or $x778 (bvule (_ bv4 3) ?x496))))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x640 (and $x302 $x667 $x648)))
 (let (($x1023 (and $x640 (= off!ww_global_kv_B ?x839) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x1023))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x278 (bvadd off!ww_global_kv_A width!ww_global_kv_A)))
(let ((?x116 (bvadd off!ww_global_kv_B width!ww_global_kv_B)))
(and (bvult off!ww_global_kv_A ?x116) (bvult off!ww_global_kv_B ?x278)))))
(check-sat)
