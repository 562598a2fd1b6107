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
 (let ((?x422 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x419 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x473 (bvmul (_ bv576 63) ?x419)))
(let ((?x412 (concat (_ bv0 31) tid.y@A)))
(let ((?x413 (bvmul (_ bv64 63) ?x412)))
(let ((?x374 (bvadd ?x413 ?x473 ?x422)))
(let ((?x447 (concat ?x374 (_ bv0 1))))
(let ((?x450 (bvadd base!q_out ?x447)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x355 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x364 (not $x355)))
(let (($x301 (= param!power (_ bv1 32))))
(let (($x365 (and $x301 $x364)))
(let (($x641 (and $x365 (or (not (bvule ?x447 (_ bv9212 64))) (and (distinct (bvand ?x450 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x319 (bvule (_ bv12 4) ?x102)))
(let (($x383 (or $x108 $x319)))
(let ((?x443 (ite $x383 (_ bv754974720 64) (_ bv0 64))))
(let ((?x454 (ite $x365 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x459 (concat (_ bv0 36) ?x454)))
(let ((?x462 (bvmul (_ bv6144 64) ?x459)))
(let ((?x485 (ite $x365 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x490 (concat (_ bv0 60) ?x485)))
(let ((?x493 (bvmul (_ bv384 64) ?x490)))
(let ((?x372 (ite $x383 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x434 (bvmul (_ bv32 32) ?x372)))
(let ((?x433 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x438 (bvadd (_ bv4294967008 32) tid.x@A ?x433 ?x434)))
(let ((?x439 (concat (_ bv0 32) ?x438)))
(let ((?x442 (bvmul (_ bv4 64) ?x439)))
(let ((?x446 (bvadd base!kv ?x442 ?x493 ?x462 ?x443)))
(let (($x122 (or (not (bvule (bvadd ?x442 ?x493 ?x462 ?x443) (_ bv780140540 64))) (and (distinct (bvand ?x446 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x379 (bvule (_ bv65536 17) (ite $x365 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x352 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x365)))
(let (($x427 (not (or (not $x352) $x379))))
(let (($x416 (and $x301 $x355 $x427)))
(let (($x236 (and $x416 $x122)))
(let ((?x420 (bvmul (_ bv960 63) ?x419)))
(let ((?x423 (bvadd ?x413 ?x420 ?x422)))
(let ((?x424 (concat ?x423 (_ bv0 1))))
(let ((?x428 (bvadd base!qkv ?x424)))
(let (($x598 (and $x301 (or (not (bvule ?x424 (_ bv15356 64))) (and (distinct (bvand ?x428 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x591 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x80 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv28 64)))))
(let (($x373 (and $x301 $x355)))
(let (($x197 (and $x373 (or $x80 $x591))))
(let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x344 (mem!positions!32 ?x339)))
(let ((?x368 (concat (_ bv0 30) ?x344)))
(let ((?x369 (bvmul (_ bv32 62) ?x368)))
(let ((?x362 (concat (_ bv0 30) tid.x@A)))
(let ((?x370 (bvadd ?x362 ?x369)))
(let ((?x371 (concat ?x370 (_ bv0 2))))
(let ((?x367 (bvadd base!sin_tab ?x371)))
(let (($x614 (not (bvule ?x371 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x324 (not (or $x91 $x92 $x108 $x319))))
(let (($x325 (and $x301 $x324)))
(let (($x277 (and $x325 (or $x614 (and (distinct (bvand ?x367 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x671 (and $x325 (or $x614 (and (distinct (bvand (bvadd base!cos_tab ?x371) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x613 (and $x325 (or $x80 (and (distinct (bvand (bvadd base!positions ?x339) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x613 $x671 $x277 $x197 $x598 $x236 $x641)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
