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
 (let ((?x458 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x455 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x583 (bvmul (_ bv576 63) ?x455)))
(let ((?x448 (concat (_ bv0 31) tid.y@A)))
(let ((?x449 (bvmul (_ bv64 63) ?x448)))
(let ((?x521 (bvadd ?x449 ?x583 ?x458)))
(let ((?x565 (concat ?x521 (_ bv0 1))))
(let ((?x537 (bvadd base!q_out ?x565)))
(let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x389 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x390 (not $x389)))
(let (($x298 (= param!power (_ bv1 32))))
(let (($x391 (and $x298 $x390)))
(let (($x126 (and $x391 (or (not (bvule ?x565 (_ bv36860 64))) (and (distinct (bvand ?x537 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x101 ((_ extract 3 0) tid.y@A)))
(let (($x316 (bvule (_ bv12 4) ?x101)))
(let (($x518 (or $x107 $x316)))
(let ((?x535 (ite $x518 (_ bv754974720 64) (_ bv0 64))))
(let ((?x546 (ite $x391 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x551 (concat (_ bv0 36) ?x546)))
(let ((?x554 (bvmul (_ bv6144 64) ?x551)))
(let ((?x577 (ite $x391 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x582 (concat (_ bv0 60) ?x577)))
(let ((?x585 (bvmul (_ bv384 64) ?x582)))
(let ((?x520 (ite $x518 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x526 (bvmul (_ bv32 32) ?x520)))
(let ((?x525 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x530 (bvadd (_ bv4294967008 32) tid.x@A ?x525 ?x526)))
(let ((?x531 (concat (_ bv0 32) ?x530)))
(let ((?x534 (bvmul (_ bv4 64) ?x531)))
(let ((?x538 (bvadd base!kv ?x534 ?x585 ?x554 ?x535)))
(let (($x138 (or (not (bvule (bvadd ?x534 ?x585 ?x554 ?x535) (_ bv780140540 64))) (and (distinct (bvand ?x538 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x486 (bvule (_ bv65536 17) (ite $x391 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x479 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x391)))
(let (($x491 (not (or (not $x479) $x486))))
(let (($x492 (and $x298 $x389 $x491)))
(let (($x263 (and $x492 $x138)))
(let ((?x456 (bvmul (_ bv960 63) ?x455)))
(let ((?x459 (bvadd ?x449 ?x456 ?x458)))
(let ((?x460 (concat ?x459 (_ bv0 1))))
(let ((?x463 (bvadd base!qkv ?x460)))
(let (($x162 (and $x298 (or (not (bvule ?x460 (_ bv61436 64))) (and (distinct (bvand ?x463 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x133 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x269 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv124 64)))))
(let (($x393 (and $x298 $x389)))
(let (($x906 (and $x393 (or $x269 $x133))))
(let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x341 (mem!positions!32 ?x336)))
(let ((?x365 (concat (_ bv0 30) ?x341)))
(let ((?x366 (bvmul (_ bv32 62) ?x365)))
(let ((?x359 (concat (_ bv0 30) tid.x@A)))
(let ((?x367 (bvadd ?x359 ?x366)))
(let ((?x368 (concat ?x367 (_ bv0 2))))
(let ((?x364 (bvadd base!sin_tab ?x368)))
(let (($x988 (not (bvule ?x368 (_ bv131068 64)))))
(let (($x84 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x91 (not $x84)))
(let ((?x86 ((_ extract 5 0) tid.x@A)))
(let (($x90 (bvule (_ bv32 6) ?x86)))
(let (($x321 (not (or $x90 $x91 $x107 $x316))))
(let (($x322 (and $x298 $x321)))
(let (($x909 (and $x322 (or $x988 (and (distinct (bvand ?x364 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x262 (and $x322 (or $x988 (and (distinct (bvand (bvadd base!cos_tab ?x368) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x104 (and $x322 (or $x269 (and (distinct (bvand (bvadd base!positions ?x336) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x104 $x262 $x909 $x906 $x162 $x263 $x126)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
