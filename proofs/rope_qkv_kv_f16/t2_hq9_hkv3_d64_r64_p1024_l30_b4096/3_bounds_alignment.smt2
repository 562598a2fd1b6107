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
 (bvule base!qkv (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551607 64)))
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
 (bvule base!slots (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549311 64)))
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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x351 (_ bv0 64))))
 (let ((?x324 (mem!positions!32 ?x355)))
 (and (bvule (_ bv0 32) ?x324) (bvule ?x324 (_ bv1023 32)))))))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x351 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (let ((?x370 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x367 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x570 (bvmul (_ bv576 63) ?x367)))
(let ((?x360 (concat (_ bv0 31) tid.y@A)))
(let ((?x361 (bvmul (_ bv64 63) ?x360)))
(let ((?x572 (bvadd ?x361 ?x570 ?x370)))
(let ((?x573 (concat ?x572 (_ bv0 1))))
(let ((?x548 (bvadd base!q_out ?x573)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x458 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x459 (not $x458)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x460 (and $x302 $x459)))
(let (($x973 (and $x460 (or (not (bvule ?x573 (_ bv2300 64))) (and (distinct (bvand ?x548 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x373 (bvule (_ bv12 4) ?x102)))
(let (($x510 (or $x108 $x373)))
(let ((?x527 (ite $x510 (_ bv754974720 64) (_ bv0 64))))
(let ((?x512 (ite $x510 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x518 (bvmul (_ bv32 32) ?x512)))
(let ((?x517 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x522 (bvadd (_ bv4294967008 32) tid.x@A ?x517 ?x518)))
(let ((?x523 (concat (_ bv0 32) ?x522)))
(let ((?x526 (bvmul (_ bv4 64) ?x523)))
(let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x466 (mem!slots!32 ?x351)))
(let ((?x532 ((_ extract 31 4) ?x466)))
(let ((?x537 (concat (_ bv0 36) ?x532)))
(let ((?x540 (bvmul (_ bv6144 64) ?x537)))
(let ((?x546 ((_ extract 3 0) ?x466)))
(let ((?x559 (concat (_ bv0 60) ?x546)))
(let ((?x562 (bvmul (_ bv384 64) ?x559)))
(let ((?x503 (bvadd base!kv ?x562 ?x540 ?x526 ?x527)))
(let (($x174 (or (not (bvule (bvadd ?x562 ?x540 ?x526 ?x527) (_ bv780140540 64))) (and (distinct (bvand ?x503 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x474 (not (or (not (= ((_ extract 31 17) ?x466) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) ?x466))))))
(let (($x475 (and $x302 $x458 $x474)))
(let (($x190 (and $x475 $x174)))
(let (($x194 (not (bvule ?x351 (_ bv4 64)))))
(let (($x462 (and $x302 $x458)))
(let (($x205 (and $x462 (or $x194 (and (distinct (bvand (bvadd base!slots ?x351) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x347 (mem!positions!32 ?x351)))
(let ((?x390 (concat (_ bv0 30) ?x347)))
(let ((?x391 (bvmul (_ bv32 62) ?x390)))
(let ((?x384 (concat (_ bv0 30) tid.x@A)))
(let ((?x392 (bvadd ?x384 ?x391)))
(let ((?x393 (concat ?x392 (_ bv0 2))))
(let ((?x389 (bvadd base!sin_tab ?x393)))
(let (($x130 (not (bvule ?x393 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x374 (not (or $x91 $x92 $x108 $x373))))
(let (($x364 (and $x302 $x374)))
(let (($x944 (and $x364 (or $x130 (and (distinct (bvand ?x389 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x237 (and $x364 (or $x130 (and (distinct (bvand (bvadd base!cos_tab ?x393) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x266 (and $x364 (or $x194 (and (distinct (bvand (bvadd base!positions ?x351) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x368 (bvmul (_ bv960 63) ?x367)))
(let ((?x371 (bvadd ?x361 ?x368 ?x370)))
(let ((?x372 (concat ?x371 (_ bv0 1))))
(let ((?x375 (bvadd base!qkv ?x372)))
(let (($x270 (and $x302 (or (not (bvule ?x372 (_ bv3836 64))) (and (distinct (bvand ?x375 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x270 $x266 $x237 $x944 $x205 $x190 $x973)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
