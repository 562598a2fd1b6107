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
 (bvule base!qkv (_ bv18446744073709060095 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709550591 64)))
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
 (bvule base!slots (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709256703 64)))
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
 (bvult ctaid.x@A (_ bv256 32)))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (let ((?x345 (mem!positions!32 ?x356)))
 (and (bvule (_ bv0 32) ?x345) (bvule ?x345 (_ bv1023 32)))))))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x356)) ?x356))))
(assert
 (let ((?x370 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x367 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x572 (bvmul (_ bv576 63) ?x367)))
(let ((?x360 (concat (_ bv0 31) tid.y@A)))
(let ((?x361 (bvmul (_ bv64 63) ?x360)))
(let ((?x574 (bvadd ?x361 ?x572 ?x370)))
(let ((?x575 (concat ?x574 (_ bv0 1))))
(let ((?x550 (bvadd base!q_out ?x575)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x460 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x461 (not $x460)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x462 (and $x302 $x461)))
(let (($x914 (and $x462 (or (not (bvule ?x575 (_ bv294908 64))) (and (distinct (bvand ?x550 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x373 (bvule (_ bv12 4) ?x102)))
(let (($x512 (or $x108 $x373)))
(let ((?x529 (ite $x512 (_ bv754974720 64) (_ bv0 64))))
(let ((?x514 (ite $x512 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x520 (bvmul (_ bv32 32) ?x514)))
(let ((?x519 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x524 (bvadd (_ bv4294967008 32) tid.x@A ?x519 ?x520)))
(let ((?x525 (concat (_ bv0 32) ?x524)))
(let ((?x528 (bvmul (_ bv4 64) ?x525)))
(let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x468 (mem!slots!32 ?x359)))
(let ((?x534 ((_ extract 31 4) ?x468)))
(let ((?x539 (concat (_ bv0 36) ?x534)))
(let ((?x542 (bvmul (_ bv6144 64) ?x539)))
(let ((?x548 ((_ extract 3 0) ?x468)))
(let ((?x561 (concat (_ bv0 60) ?x548)))
(let ((?x564 (bvmul (_ bv384 64) ?x561)))
(let ((?x505 (bvadd base!kv ?x564 ?x542 ?x528 ?x529)))
(let (($x218 (or (not (bvule (bvadd ?x564 ?x542 ?x528 ?x529) (_ bv780140540 64))) (and (distinct (bvand ?x505 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x476 (not (or (not (= ((_ extract 31 17) ?x468) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) ?x468))))))
(let (($x477 (and $x302 $x460 $x476)))
(let (($x179 (and $x477 $x218)))
(let (($x943 (not (bvule ?x359 (_ bv1020 64)))))
(let (($x464 (and $x302 $x460)))
(let (($x146 (and $x464 (or $x943 (and (distinct (bvand (bvadd base!slots ?x359) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x321 (mem!positions!32 ?x359)))
(let ((?x392 (concat (_ bv0 30) ?x321)))
(let ((?x393 (bvmul (_ bv32 62) ?x392)))
(let ((?x386 (concat (_ bv0 30) tid.x@A)))
(let ((?x394 (bvadd ?x386 ?x393)))
(let ((?x395 (concat ?x394 (_ bv0 2))))
(let ((?x391 (bvadd base!sin_tab ?x395)))
(let (($x273 (not (bvule ?x395 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x374 (not (or $x91 $x92 $x108 $x373))))
(let (($x364 (and $x302 $x374)))
(let (($x921 (and $x364 (or $x273 (and (distinct (bvand ?x391 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x920 (and $x364 (or $x273 (and (distinct (bvand (bvadd base!cos_tab ?x395) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x268 (and $x364 (or $x943 (and (distinct (bvand (bvadd base!positions ?x359) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x368 (bvmul (_ bv960 63) ?x367)))
(let ((?x371 (bvadd ?x361 ?x368 ?x370)))
(let ((?x372 (concat ?x371 (_ bv0 1))))
(let ((?x375 (bvadd base!qkv ?x372)))
(let (($x210 (and $x302 (or (not (bvule ?x372 (_ bv491516 64))) (and (distinct (bvand ?x375 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x210 $x268 $x920 $x921 $x146 $x179 $x914)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
