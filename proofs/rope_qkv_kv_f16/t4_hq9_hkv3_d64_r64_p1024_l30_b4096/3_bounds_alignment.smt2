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
 (bvule base!qkv (_ bv18446744073709543935 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551599 64)))
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
 (bvule base!slots (_ bv18446744073709551599 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709547007 64)))
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
 (bvult ctaid.x@A (_ bv4 32)))
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
 (let ((?x423 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x420 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x473 (bvmul (_ bv576 63) ?x420)))
(let ((?x413 (concat (_ bv0 31) tid.y@A)))
(let ((?x414 (bvmul (_ bv64 63) ?x413)))
(let ((?x398 (bvadd ?x414 ?x473 ?x423)))
(let ((?x447 (concat ?x398 (_ bv0 1))))
(let ((?x450 (bvadd base!q_out ?x447)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x356 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x365 (not $x356)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x366 (and $x302 $x365)))
(let (($x655 (and $x366 (or (not (bvule ?x447 (_ bv4604 64))) (and (distinct (bvand ?x450 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x320 (bvule (_ bv12 4) ?x102)))
(let (($x405 (or $x108 $x320)))
(let ((?x443 (ite $x405 (_ bv754974720 64) (_ bv0 64))))
(let ((?x454 (ite $x366 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x459 (concat (_ bv0 36) ?x454)))
(let ((?x462 (bvmul (_ bv6144 64) ?x459)))
(let ((?x485 (ite $x366 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x490 (concat (_ bv0 60) ?x485)))
(let ((?x493 (bvmul (_ bv384 64) ?x490)))
(let ((?x404 (ite $x405 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x434 (bvmul (_ bv32 32) ?x404)))
(let ((?x433 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x438 (bvadd (_ bv4294967008 32) tid.x@A ?x433 ?x434)))
(let ((?x439 (concat (_ bv0 32) ?x438)))
(let ((?x442 (bvmul (_ bv4 64) ?x439)))
(let ((?x446 (bvadd base!kv ?x442 ?x493 ?x462 ?x443)))
(let (($x671 (or (not (bvule (bvadd ?x442 ?x493 ?x462 ?x443) (_ bv780140540 64))) (and (distinct (bvand ?x446 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x380 (bvule (_ bv65536 17) (ite $x366 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x353 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x366)))
(let (($x428 (not (or (not $x353) $x380))))
(let (($x417 (and $x302 $x356 $x428)))
(let (($x215 (and $x417 $x671)))
(let ((?x421 (bvmul (_ bv960 63) ?x420)))
(let ((?x424 (bvadd ?x414 ?x421 ?x423)))
(let ((?x425 (concat ?x424 (_ bv0 1))))
(let ((?x429 (bvadd base!qkv ?x425)))
(let (($x167 (and $x302 (or (not (bvule ?x425 (_ bv7676 64))) (and (distinct (bvand ?x429 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x103 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x198 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv12 64)))))
(let (($x374 (and $x302 $x356)))
(let (($x603 (and $x374 (or $x198 $x103))))
(let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x345 (mem!positions!32 ?x340)))
(let ((?x369 (concat (_ bv0 30) ?x345)))
(let ((?x370 (bvmul (_ bv32 62) ?x369)))
(let ((?x363 (concat (_ bv0 30) tid.x@A)))
(let ((?x371 (bvadd ?x363 ?x370)))
(let ((?x372 (concat ?x371 (_ bv0 2))))
(let ((?x368 (bvadd base!sin_tab ?x372)))
(let (($x571 (not (bvule ?x372 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x325 (not (or $x91 $x92 $x108 $x320))))
(let (($x326 (and $x302 $x325)))
(let (($x604 (and $x326 (or $x571 (and (distinct (bvand ?x368 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x550 (and $x326 (or $x571 (and (distinct (bvand (bvadd base!cos_tab ?x372) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x164 (and $x326 (or $x198 (and (distinct (bvand (bvadd base!positions ?x340) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x164 $x550 $x604 $x603 $x167 $x215 $x655)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
