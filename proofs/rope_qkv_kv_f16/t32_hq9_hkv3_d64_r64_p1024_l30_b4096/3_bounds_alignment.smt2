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
 (bvule base!qkv (_ bv18446744073709490175 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551487 64)))
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
 (bvule base!slots (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709514751 64)))
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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (let ((?x340 (mem!positions!32 ?x326)))
 (and (bvule (_ bv0 32) ?x340) (bvule ?x340 (_ bv1023 32)))))))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x326)) ?x326))))
(assert
 (let ((?x419 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x416 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x470 (bvmul (_ bv576 63) ?x416)))
(let ((?x409 (concat (_ bv0 31) tid.y@A)))
(let ((?x410 (bvmul (_ bv64 63) ?x409)))
(let ((?x371 (bvadd ?x410 ?x470 ?x419)))
(let ((?x444 (concat ?x371 (_ bv0 1))))
(let ((?x447 (bvadd base!q_out ?x444)))
(let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x352 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x361 (not $x352)))
(let (($x298 (= param!power (_ bv1 32))))
(let (($x362 (and $x298 $x361)))
(let (($x231 (and $x362 (or (not (bvule ?x444 (_ bv36860 64))) (and (distinct (bvand ?x447 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x101 ((_ extract 3 0) tid.y@A)))
(let (($x316 (bvule (_ bv12 4) ?x101)))
(let (($x380 (or $x107 $x316)))
(let ((?x440 (ite $x380 (_ bv754974720 64) (_ bv0 64))))
(let ((?x451 (ite $x362 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x456 (concat (_ bv0 36) ?x451)))
(let ((?x459 (bvmul (_ bv6144 64) ?x456)))
(let ((?x482 (ite $x362 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x487 (concat (_ bv0 60) ?x482)))
(let ((?x490 (bvmul (_ bv384 64) ?x487)))
(let ((?x369 (ite $x380 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x431 (bvmul (_ bv32 32) ?x369)))
(let ((?x430 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x435 (bvadd (_ bv4294967008 32) tid.x@A ?x430 ?x431)))
(let ((?x436 (concat (_ bv0 32) ?x435)))
(let ((?x439 (bvmul (_ bv4 64) ?x436)))
(let ((?x443 (bvadd base!kv ?x439 ?x490 ?x459 ?x440)))
(let (($x600 (or (not (bvule (bvadd ?x439 ?x490 ?x459 ?x440) (_ bv780140540 64))) (and (distinct (bvand ?x443 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x376 (bvule (_ bv65536 17) (ite $x362 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x349 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x362)))
(let (($x424 (not (or (not $x349) $x376))))
(let (($x413 (and $x298 $x352 $x424)))
(let (($x128 (and $x413 $x600)))
(let ((?x417 (bvmul (_ bv960 63) ?x416)))
(let ((?x420 (bvadd ?x410 ?x417 ?x419)))
(let ((?x421 (concat ?x420 (_ bv0 1))))
(let ((?x425 (bvadd base!qkv ?x421)))
(let (($x221 (and $x298 (or (not (bvule ?x421 (_ bv61436 64))) (and (distinct (bvand ?x425 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x121 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x565 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv124 64)))))
(let (($x370 (and $x298 $x352)))
(let (($x179 (and $x370 (or $x565 $x121))))
(let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x341 (mem!positions!32 ?x336)))
(let ((?x365 (concat (_ bv0 30) ?x341)))
(let ((?x366 (bvmul (_ bv32 62) ?x365)))
(let ((?x359 (concat (_ bv0 30) tid.x@A)))
(let ((?x367 (bvadd ?x359 ?x366)))
(let ((?x368 (concat ?x367 (_ bv0 2))))
(let ((?x364 (bvadd base!sin_tab ?x368)))
(let (($x562 (not (bvule ?x368 (_ bv131068 64)))))
(let (($x84 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x91 (not $x84)))
(let ((?x86 ((_ extract 5 0) tid.x@A)))
(let (($x90 (bvule (_ bv32 6) ?x86)))
(let (($x321 (not (or $x90 $x91 $x107 $x316))))
(let (($x322 (and $x298 $x321)))
(let (($x187 (and $x322 (or $x562 (and (distinct (bvand ?x364 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x665 (and $x322 (or $x562 (and (distinct (bvand (bvadd base!cos_tab ?x368) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x65 (and $x322 (or $x565 (and (distinct (bvand (bvadd base!positions ?x336) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x65 $x665 $x187 $x179 $x221 $x128 $x231)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
