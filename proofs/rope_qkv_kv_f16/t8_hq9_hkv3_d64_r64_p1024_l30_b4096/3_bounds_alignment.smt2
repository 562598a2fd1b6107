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
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (_ bv18446744073709536255 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709420543 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709420543 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (let ((?x343 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x343) (bvule ?x343 (_ bv1023 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (let ((?x461 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x458 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x586 (bvmul (_ bv576 63) ?x458)))
(let ((?x451 (concat (_ bv0 31) tid.y@A)))
(let ((?x452 (bvmul (_ bv64 63) ?x451)))
(let ((?x524 (bvadd ?x452 ?x586 ?x461)))
(let ((?x568 (concat ?x524 (_ bv0 1))))
(let ((?x540 (bvadd base!q_out ?x568)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x392 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x393 (not $x392)))
(let (($x301 (= param!power (_ bv1 32))))
(let (($x394 (and $x301 $x393)))
(let (($x76 (and $x394 (or (not (bvule ?x568 (_ bv9212 64))) (and (distinct (bvand ?x540 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x319 (bvule (_ bv12 4) ?x102)))
(let (($x521 (or $x108 $x319)))
(let ((?x538 (ite $x521 (_ bv754974720 64) (_ bv0 64))))
(let ((?x549 (ite $x394 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x554 (concat (_ bv0 36) ?x549)))
(let ((?x557 (bvmul (_ bv6144 64) ?x554)))
(let ((?x580 (ite $x394 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x585 (concat (_ bv0 60) ?x580)))
(let ((?x588 (bvmul (_ bv384 64) ?x585)))
(let ((?x523 (ite $x521 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x529 (bvmul (_ bv32 32) ?x523)))
(let ((?x528 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x533 (bvadd (_ bv4294967008 32) tid.x@A ?x528 ?x529)))
(let ((?x534 (concat (_ bv0 32) ?x533)))
(let ((?x537 (bvmul (_ bv4 64) ?x534)))
(let ((?x541 (bvadd base!kv ?x537 ?x588 ?x557 ?x538)))
(let (($x80 (or (not (bvule (bvadd ?x537 ?x588 ?x557 ?x538) (_ bv780140540 64))) (and (distinct (bvand ?x541 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x489 (bvule (_ bv65536 17) (ite $x394 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x482 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x394)))
(let (($x494 (not (or (not $x482) $x489))))
(let (($x495 (and $x301 $x392 $x494)))
(let (($x125 (and $x495 $x80)))
(let ((?x459 (bvmul (_ bv960 63) ?x458)))
(let ((?x462 (bvadd ?x452 ?x459 ?x461)))
(let ((?x463 (concat ?x462 (_ bv0 1))))
(let ((?x466 (bvadd base!qkv ?x463)))
(let (($x224 (and $x301 (or (not (bvule ?x463 (_ bv15356 64))) (and (distinct (bvand ?x466 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x977 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x921 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv28 64)))))
(let (($x396 (and $x301 $x392)))
(let (($x188 (and $x396 (or $x921 $x977))))
(let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x344 (mem!positions!32 ?x339)))
(let ((?x368 (concat (_ bv0 30) ?x344)))
(let ((?x369 (bvmul (_ bv32 62) ?x368)))
(let ((?x362 (concat (_ bv0 30) tid.x@A)))
(let ((?x370 (bvadd ?x362 ?x369)))
(let ((?x371 (concat ?x370 (_ bv0 2))))
(let ((?x367 (bvadd base!sin_tab ?x371)))
(let (($x947 (not (bvule ?x371 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x324 (not (or $x91 $x92 $x108 $x319))))
(let (($x325 (and $x301 $x324)))
(let (($x138 (and $x325 (or $x947 (and (distinct (bvand ?x367 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x940 (and $x325 (or $x947 (and (distinct (bvand (bvadd base!cos_tab ?x371) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x71 (and $x325 (or $x921 (and (distinct (bvand (bvadd base!positions ?x339) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x71 $x940 $x138 $x188 $x224 $x125 $x76)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
