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
 (bvule base!qkv (_ bv18446744073709428735 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551359 64)))
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
 (bvule base!slots (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709477887 64)))
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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x355)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (let ((?x369 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x366 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x571 (bvmul (_ bv576 63) ?x366)))
(let ((?x359 (concat (_ bv0 31) tid.y@A)))
(let ((?x360 (bvmul (_ bv64 63) ?x359)))
(let ((?x573 (bvadd ?x360 ?x571 ?x369)))
(let ((?x574 (concat ?x573 (_ bv0 1))))
(let ((?x549 (bvadd base!q_out ?x574)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x459 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x460 (not $x459)))
(let (($x301 (= param!power (_ bv1 32))))
(let (($x461 (and $x301 $x460)))
(let (($x288 (and $x461 (or (not (bvule ?x574 (_ bv73724 64))) (and (distinct (bvand ?x549 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x372 (bvule (_ bv12 4) ?x102)))
(let (($x511 (or $x108 $x372)))
(let ((?x528 (ite $x511 (_ bv754974720 64) (_ bv0 64))))
(let ((?x513 (ite $x511 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x519 (bvmul (_ bv32 32) ?x513)))
(let ((?x518 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x523 (bvadd (_ bv4294967008 32) tid.x@A ?x518 ?x519)))
(let ((?x524 (concat (_ bv0 32) ?x523)))
(let ((?x527 (bvmul (_ bv4 64) ?x524)))
(let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x467 (mem!slots!32 ?x358)))
(let ((?x533 ((_ extract 31 4) ?x467)))
(let ((?x538 (concat (_ bv0 36) ?x533)))
(let ((?x541 (bvmul (_ bv6144 64) ?x538)))
(let ((?x547 ((_ extract 3 0) ?x467)))
(let ((?x560 (concat (_ bv0 60) ?x547)))
(let ((?x563 (bvmul (_ bv384 64) ?x560)))
(let ((?x504 (bvadd base!kv ?x563 ?x541 ?x527 ?x528)))
(let (($x142 (or (not (bvule (bvadd ?x563 ?x541 ?x527 ?x528) (_ bv780140540 64))) (and (distinct (bvand ?x504 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x475 (not (or (not (= ((_ extract 31 17) ?x467) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) ?x467))))))
(let (($x476 (and $x301 $x459 $x475)))
(let (($x111 (and $x476 $x142)))
(let (($x907 (not (bvule ?x358 (_ bv252 64)))))
(let (($x463 (and $x301 $x459)))
(let (($x120 (and $x463 (or $x907 (and (distinct (bvand (bvadd base!slots ?x358) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x320 (mem!positions!32 ?x358)))
(let ((?x391 (concat (_ bv0 30) ?x320)))
(let ((?x392 (bvmul (_ bv32 62) ?x391)))
(let ((?x385 (concat (_ bv0 30) tid.x@A)))
(let ((?x393 (bvadd ?x385 ?x392)))
(let ((?x394 (concat ?x393 (_ bv0 2))))
(let ((?x390 (bvadd base!sin_tab ?x394)))
(let (($x251 (not (bvule ?x394 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x373 (not (or $x91 $x92 $x108 $x372))))
(let (($x363 (and $x301 $x373)))
(let (($x166 (and $x363 (or $x251 (and (distinct (bvand ?x390 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x138 (and $x363 (or $x251 (and (distinct (bvand (bvadd base!cos_tab ?x394) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x935 (and $x363 (or $x907 (and (distinct (bvand (bvadd base!positions ?x358) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x367 (bvmul (_ bv960 63) ?x366)))
(let ((?x370 (bvadd ?x360 ?x367 ?x369)))
(let ((?x371 (concat ?x370 (_ bv0 1))))
(let ((?x374 (bvadd base!qkv ?x371)))
(let (($x274 (and $x301 (or (not (bvule ?x371 (_ bv122876 64))) (and (distinct (bvand ?x374 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x274 $x935 $x138 $x166 $x120 $x111 $x288)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
