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
 (bvule base!qkv (_ bv18446744073709546495 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (let ((?x377 (mem!positions!32 ?x347)))
 (and (bvule (_ bv0 32) ?x377) (bvule ?x377 (_ bv255 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x347)) ?x347))))
(assert
 (let ((?x369 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x366 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x546 (bvmul (_ bv256 63) ?x366)))
(let ((?x359 (concat (_ bv0 31) tid.y@A)))
(let ((?x360 (bvmul (_ bv64 63) ?x359)))
(let ((?x581 (bvadd ?x360 ?x546 ?x369)))
(let ((?x582 (concat ?x581 (_ bv0 1))))
(let ((?x567 (bvadd base!q_out ?x582)))
(let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x470 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x471 (not $x470)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x472 (and $x302 $x471)))
(let (($x233 (and $x472 (or (not (bvule ?x582 (_ bv2556 64))) (and (distinct (bvand ?x567 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x332 ((_ extract 2 0) tid.y@A)))
(let (($x375 (bvule (_ bv6 3) ?x332)))
(let (($x522 (or $x324 $x375)))
(let ((?x539 (ite $x522 (_ bv524288 64) (_ bv0 64))))
(let ((?x524 (ite $x522 (_ bv4294967294 32) (_ bv0 32))))
(let ((?x530 (bvmul (_ bv32 32) ?x524)))
(let ((?x529 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x534 (bvadd (_ bv4294967168 32) tid.x@A ?x529 ?x530)))
(let ((?x535 (concat (_ bv0 32) ?x534)))
(let ((?x538 (bvmul (_ bv4 64) ?x535)))
(let ((?x549 (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x552 (bvmul (_ bv4096 64) ?x549)))
(let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x478 (mem!slots!32 ?x339)))
(let ((?x558 ((_ extract 3 0) ?x478)))
(let ((?x571 (concat (_ bv0 60) ?x558)))
(let ((?x574 (bvmul (_ bv256 64) ?x571)))
(let ((?x547 (bvadd base!kv ?x574 ?x552 ?x538 ?x539)))
(let (($x972 (or (not (bvule (bvadd ?x574 ?x552 ?x538 ?x539) (_ bv786428 64))) (and (distinct (bvand ?x547 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x486 (not (or (not (= ((_ extract 31 11) ?x478) (_ bv0 21))) (bvule (_ bv1024 11) ((_ extract 10 0) ?x478))))))
(let (($x487 (and $x302 $x470 $x486)))
(let (($x142 (and $x487 $x972)))
(let (($x231 (not (bvule ?x339 (_ bv16 64)))))
(let (($x474 (and $x302 $x470)))
(let (($x1000 (and $x474 (or $x231 (and (distinct (bvand (bvadd base!slots ?x339) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x378 (mem!positions!32 ?x339)))
(let ((?x402 (concat (_ bv0 30) ?x378)))
(let ((?x403 (bvmul (_ bv24 62) ?x402)))
(let ((?x396 (concat (_ bv0 30) tid.x@A)))
(let ((?x404 (bvadd ?x396 ?x403)))
(let ((?x405 (concat ?x404 (_ bv0 2))))
(let ((?x413 (bvadd base!sin_tab ?x405)))
(let (($x90 (not (bvule ?x405 (_ bv24572 64)))))
(let (($x362 (or (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))) $x324 (bvule (_ bv24 5) ((_ extract 4 0) tid.x@A)) $x375)))
(let (($x331 (not $x362)))
(let (($x345 (and $x302 $x331)))
(let (($x206 (and $x345 (or $x90 (and (distinct (bvand ?x413 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x954 (and $x345 (or $x90 (and (distinct (bvand (bvadd base!cos_tab ?x405) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x151 (and $x345 (or $x231 (and (distinct (bvand (bvadd base!positions ?x339) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x367 (bvmul (_ bv512 63) ?x366)))
(let ((?x370 (bvadd ?x360 ?x367 ?x369)))
(let ((?x371 (concat ?x370 (_ bv0 1))))
(let ((?x330 (bvadd base!qkv ?x371)))
(let (($x199 (and $x302 (or (not (bvule ?x371 (_ bv5116 64))) (and (distinct (bvand ?x330 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x199 $x151 $x954 $x206 $x1000 $x142 $x233))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
