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
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x330)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x330)) ?x330))))
(assert
 (let ((?x462 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x459 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x587 (bvmul (_ bv576 63) ?x459)))
(let ((?x452 (concat (_ bv0 31) tid.y@A)))
(let ((?x453 (bvmul (_ bv64 63) ?x452)))
(let ((?x525 (bvadd ?x453 ?x587 ?x462)))
(let ((?x569 (concat ?x525 (_ bv0 1))))
(let ((?x541 (bvadd base!q_out ?x569)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x393 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x394 (not $x393)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x395 (and $x302 $x394)))
(let (($x129 (and $x395 (or (not (bvule ?x569 (_ bv294908 64))) (and (distinct (bvand ?x541 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x320 (bvule (_ bv12 4) ?x102)))
(let (($x522 (or $x108 $x320)))
(let ((?x539 (ite $x522 (_ bv754974720 64) (_ bv0 64))))
(let ((?x550 (ite $x395 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x555 (concat (_ bv0 36) ?x550)))
(let ((?x558 (bvmul (_ bv6144 64) ?x555)))
(let ((?x581 (ite $x395 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x586 (concat (_ bv0 60) ?x581)))
(let ((?x589 (bvmul (_ bv384 64) ?x586)))
(let ((?x524 (ite $x522 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x530 (bvmul (_ bv32 32) ?x524)))
(let ((?x529 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x534 (bvadd (_ bv4294967008 32) tid.x@A ?x529 ?x530)))
(let ((?x535 (concat (_ bv0 32) ?x534)))
(let ((?x538 (bvmul (_ bv4 64) ?x535)))
(let ((?x542 (bvadd base!kv ?x538 ?x589 ?x558 ?x539)))
(let (($x181 (or (not (bvule (bvadd ?x538 ?x589 ?x558 ?x539) (_ bv780140540 64))) (and (distinct (bvand ?x542 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x490 (bvule (_ bv65536 17) (ite $x395 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x483 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x395)))
(let (($x495 (not (or (not $x483) $x490))))
(let (($x496 (and $x302 $x393 $x495)))
(let (($x158 (and $x496 $x181)))
(let ((?x460 (bvmul (_ bv960 63) ?x459)))
(let ((?x463 (bvadd ?x453 ?x460 ?x462)))
(let ((?x464 (concat ?x463 (_ bv0 1))))
(let ((?x467 (bvadd base!qkv ?x464)))
(let (($x94 (and $x302 (or (not (bvule ?x464 (_ bv491516 64))) (and (distinct (bvand ?x467 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x103 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x238 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv1020 64)))))
(let (($x397 (and $x302 $x393)))
(let (($x254 (and $x397 (or $x238 $x103))))
(let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x345 (mem!positions!32 ?x340)))
(let ((?x369 (concat (_ bv0 30) ?x345)))
(let ((?x370 (bvmul (_ bv32 62) ?x369)))
(let ((?x363 (concat (_ bv0 30) tid.x@A)))
(let ((?x371 (bvadd ?x363 ?x370)))
(let ((?x372 (concat ?x371 (_ bv0 2))))
(let ((?x368 (bvadd base!sin_tab ?x372)))
(let (($x940 (not (bvule ?x372 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x325 (not (or $x91 $x92 $x108 $x320))))
(let (($x326 (and $x302 $x325)))
(let (($x189 (and $x326 (or $x940 (and (distinct (bvand ?x368 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x941 (and $x326 (or $x940 (and (distinct (bvand (bvadd base!cos_tab ?x372) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x987 (and $x326 (or $x238 (and (distinct (bvand (bvadd base!positions ?x340) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x987 $x941 $x189 $x254 $x94 $x158 $x129)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
