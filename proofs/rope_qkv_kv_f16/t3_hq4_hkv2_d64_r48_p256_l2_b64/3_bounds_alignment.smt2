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
 (bvule base!qkv (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551603 64)))
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
 (bvule base!slots (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550079 64)))
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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x333 (bvadd ?x351 (_ bv0 64))))
 (let ((?x355 (mem!positions!32 ?x333)))
 (and (bvule (_ bv0 32) ?x355) (bvule ?x355 (_ bv255 32)))))))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x333 (bvadd ?x351 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x333)) ?x333))))
(assert
 (let ((?x433 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x430 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x491 (bvmul (_ bv256 63) ?x430)))
(let ((?x423 (concat (_ bv0 31) tid.y@A)))
(let ((?x424 (bvmul (_ bv64 63) ?x423)))
(let ((?x498 (bvadd ?x424 ?x491 ?x433)))
(let ((?x510 (concat ?x498 (_ bv0 1))))
(let ((?x443 (bvadd base!q_out ?x510)))
(let (($x326 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x376 (or $x326 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x377 (not $x376)))
(let (($x303 (= param!power (_ bv1 32))))
(let (($x372 (and $x303 $x377)))
(let (($x67 (and $x372 (or (not (bvule ?x510 (_ bv1532 64))) (and (distinct (bvand ?x443 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x321 ((_ extract 2 0) tid.y@A)))
(let (($x325 (bvule (_ bv6 3) ?x321)))
(let (($x422 (or $x326 $x325)))
(let ((?x456 (ite $x422 (_ bv524288 64) (_ bv0 64))))
(let ((?x467 (ite $x372 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x472 (concat (_ bv0 36) ?x467)))
(let ((?x475 (bvmul (_ bv4096 64) ?x472)))
(let ((?x499 (ite $x372 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x504 (concat (_ bv0 60) ?x499)))
(let ((?x507 (bvmul (_ bv256 64) ?x504)))
(let ((?x441 (ite $x422 (_ bv4294967294 32) (_ bv0 32))))
(let ((?x447 (bvmul (_ bv32 32) ?x441)))
(let ((?x446 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x451 (bvadd (_ bv4294967168 32) tid.x@A ?x446 ?x447)))
(let ((?x452 (concat (_ bv0 32) ?x451)))
(let ((?x455 (bvmul (_ bv4 64) ?x452)))
(let ((?x483 (bvadd base!kv ?x455 ?x507 ?x475 ?x456)))
(let (($x87 (and (bvule (_ bv524288 64) (bvadd ?x455 ?x507 ?x475 ?x456)) (bvule (bvsub (bvadd ?x455 ?x507 ?x475 ?x456) (_ bv524288 64)) (_ bv262140 64)))))
(let (($x611 (or (not (bvule (bvadd ?x455 ?x507 ?x475 ?x456) (_ bv786428 64))) (not (or (bvule (bvadd ?x455 ?x507 ?x475 ?x456) (_ bv262140 64)) $x87)) (and (distinct (bvand ?x483 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x419 (bvule (_ bv1024 11) (ite $x372 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x360 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x372)))
(let (($x393 (not (or (not $x360) $x419))))
(let (($x417 (and $x303 $x376 $x393)))
(let (($x608 (and $x417 $x611)))
(let ((?x431 (bvmul (_ bv512 63) ?x430)))
(let ((?x434 (bvadd ?x424 ?x431 ?x433)))
(let ((?x435 (concat ?x434 (_ bv0 1))))
(let ((?x432 (bvadd base!qkv ?x435)))
(let (($x263 (and $x303 (or (not (bvule ?x435 (_ bv3068 64))) (and (distinct (bvand ?x432 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x1383 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x661 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv8 64)))))
(let (($x379 (and $x303 $x376)))
(let (($x124 (and $x379 (or $x661 $x1383))))
(let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x356 (mem!positions!32 ?x351)))
(let ((?x380 (concat (_ bv0 30) ?x356)))
(let ((?x381 (bvmul (_ bv24 62) ?x380)))
(let ((?x374 (concat (_ bv0 30) tid.x@A)))
(let ((?x382 (bvadd ?x374 ?x381)))
(let ((?x383 (concat ?x382 (_ bv0 2))))
(let ((?x391 (bvadd base!sin_tab ?x383)))
(let (($x742 (not (bvule ?x383 (_ bv24572 64)))))
(let (($x339 (or $x325 $x326 (bvule (_ bv24 5) ((_ extract 4 0) tid.x@A)) (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))))
(let (($x342 (not $x339)))
(let (($x343 (and $x303 $x342)))
(let (($x934 (and $x343 (or $x742 (and (distinct (bvand ?x391 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x575 (and $x343 (or $x742 (and (distinct (bvand (bvadd base!cos_tab ?x383) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x182 (and $x343 (or $x661 (and (distinct (bvand (bvadd base!positions ?x351) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x182 $x575 $x934 $x124 $x263 $x608 $x67))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
