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
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (let ((?x421 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x418 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x473 (bvmul (_ bv576 63) ?x418)))
(let ((?x411 (concat (_ bv0 31) tid.y@A)))
(let ((?x412 (bvmul (_ bv64 63) ?x411)))
(let ((?x380 (bvadd ?x412 ?x473 ?x421)))
(let ((?x447 (concat ?x380 (_ bv0 1))))
(let ((?x450 (bvadd base!q_out ?x447)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x354 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x363 (not $x354)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x364 (and $x302 $x363)))
(let (($x167 (and $x364 (or (not (bvule ?x447 (_ bv2300 64))) (and (distinct (bvand ?x450 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x320 (bvule (_ bv12 4) ?x102)))
(let (($x402 (or $x108 $x320)))
(let ((?x443 (ite $x402 (_ bv754974720 64) (_ bv0 64))))
(let ((?x454 (ite $x364 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x459 (concat (_ bv0 36) ?x454)))
(let ((?x462 (bvmul (_ bv6144 64) ?x459)))
(let ((?x485 (ite $x364 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x490 (concat (_ bv0 60) ?x485)))
(let ((?x493 (bvmul (_ bv384 64) ?x490)))
(let ((?x428 (ite $x402 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x434 (bvmul (_ bv32 32) ?x428)))
(let ((?x433 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x438 (bvadd (_ bv4294967008 32) tid.x@A ?x433 ?x434)))
(let ((?x439 (concat (_ bv0 32) ?x438)))
(let ((?x442 (bvmul (_ bv4 64) ?x439)))
(let ((?x446 (bvadd base!kv ?x442 ?x493 ?x462 ?x443)))
(let (($x278 (or (not (bvule (bvadd ?x442 ?x493 ?x462 ?x443) (_ bv780140540 64))) (and (distinct (bvand ?x446 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x424 (bvule (_ bv65536 17) (ite $x364 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x351 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x364)))
(let (($x415 (not (or (not $x351) $x424))))
(let (($x406 (and $x302 $x354 $x415)))
(let (($x264 (and $x406 $x278)))
(let ((?x419 (bvmul (_ bv960 63) ?x418)))
(let ((?x422 (bvadd ?x412 ?x419 ?x421)))
(let ((?x423 (concat ?x422 (_ bv0 1))))
(let ((?x427 (bvadd base!qkv ?x423)))
(let (($x646 (and $x302 (or (not (bvule ?x423 (_ bv3836 64))) (and (distinct (bvand ?x427 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x164 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x101 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv4 64)))))
(let (($x372 (and $x302 $x354)))
(let (($x269 (and $x372 (or $x101 $x164))))
(let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x343 (mem!positions!32 ?x338)))
(let ((?x367 (concat (_ bv0 30) ?x343)))
(let ((?x368 (bvmul (_ bv32 62) ?x367)))
(let ((?x361 (concat (_ bv0 30) tid.x@A)))
(let ((?x369 (bvadd ?x361 ?x368)))
(let ((?x370 (concat ?x369 (_ bv0 2))))
(let ((?x366 (bvadd base!sin_tab ?x370)))
(let (($x289 (not (bvule ?x370 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x325 (not (or $x91 $x92 $x108 $x320))))
(let (($x326 (and $x302 $x325)))
(let (($x578 (and $x326 (or $x289 (and (distinct (bvand ?x366 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x123 (and $x326 (or $x289 (and (distinct (bvand (bvadd base!cos_tab ?x370) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x72 (and $x326 (or $x101 (and (distinct (bvand (bvadd base!positions ?x338) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x72 $x123 $x578 $x269 $x646 $x264 $x167)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
