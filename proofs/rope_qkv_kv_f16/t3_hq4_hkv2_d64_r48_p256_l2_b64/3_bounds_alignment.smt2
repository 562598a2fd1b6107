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
 (let ((?x472 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x469 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x595 (bvmul (_ bv256 63) ?x469)))
(let ((?x462 (concat (_ bv0 31) tid.y@A)))
(let ((?x463 (bvmul (_ bv64 63) ?x462)))
(let ((?x571 (bvadd ?x463 ?x595 ?x472)))
(let ((?x585 (concat ?x571 (_ bv0 1))))
(let ((?x573 (bvadd base!q_out ?x585)))
(let (($x326 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x404 (or $x326 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x405 (not $x404)))
(let (($x303 (= param!power (_ bv1 32))))
(let (($x406 (and $x303 $x405)))
(let (($x122 (and $x406 (or (not (bvule ?x585 (_ bv1532 64))) (and (distinct (bvand ?x573 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x321 ((_ extract 2 0) tid.y@A)))
(let (($x325 (bvule (_ bv6 3) ?x321)))
(let (($x533 (or $x326 $x325)))
(let ((?x550 (ite $x533 (_ bv524288 64) (_ bv0 64))))
(let ((?x561 (ite $x406 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x566 (concat (_ bv0 36) ?x561)))
(let ((?x569 (bvmul (_ bv4096 64) ?x566)))
(let ((?x593 (ite $x406 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x598 (concat (_ bv0 60) ?x593)))
(let ((?x601 (bvmul (_ bv256 64) ?x598)))
(let ((?x535 (ite $x533 (_ bv4294967294 32) (_ bv0 32))))
(let ((?x541 (bvmul (_ bv32 32) ?x535)))
(let ((?x540 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x545 (bvadd (_ bv4294967168 32) tid.x@A ?x540 ?x541)))
(let ((?x546 (concat (_ bv0 32) ?x545)))
(let ((?x549 (bvmul (_ bv4 64) ?x546)))
(let ((?x577 (bvadd base!kv ?x549 ?x601 ?x569 ?x550)))
(let (($x170 (or (not (bvule (bvadd ?x549 ?x601 ?x569 ?x550) (_ bv786428 64))) (and (distinct (bvand ?x577 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x501 (bvule (_ bv1024 11) (ite $x406 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x494 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x406)))
(let (($x506 (not (or (not $x494) $x501))))
(let (($x507 (and $x303 $x404 $x506)))
(let (($x1007 (and $x507 $x170)))
(let ((?x470 (bvmul (_ bv512 63) ?x469)))
(let ((?x473 (bvadd ?x463 ?x470 ?x472)))
(let ((?x474 (concat ?x473 (_ bv0 1))))
(let ((?x433 (bvadd base!qkv ?x474)))
(let (($x892 (and $x303 (or (not (bvule ?x474 (_ bv3068 64))) (and (distinct (bvand ?x433 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x883 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x943 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv8 64)))))
(let (($x408 (and $x303 $x404)))
(let (($x168 (and $x408 (or $x943 $x883))))
(let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x356 (mem!positions!32 ?x351)))
(let ((?x380 (concat (_ bv0 30) ?x356)))
(let ((?x381 (bvmul (_ bv24 62) ?x380)))
(let ((?x374 (concat (_ bv0 30) tid.x@A)))
(let ((?x382 (bvadd ?x374 ?x381)))
(let ((?x383 (concat ?x382 (_ bv0 2))))
(let ((?x391 (bvadd base!sin_tab ?x383)))
(let (($x1017 (not (bvule ?x383 (_ bv24572 64)))))
(let (($x339 (or $x325 $x326 (bvule (_ bv24 5) ((_ extract 4 0) tid.x@A)) (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))))
(let (($x342 (not $x339)))
(let (($x343 (and $x303 $x342)))
(let (($x986 (and $x343 (or $x1017 (and (distinct (bvand ?x391 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x287 (and $x343 (or $x1017 (and (distinct (bvand (bvadd base!cos_tab ?x383) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x135 (and $x343 (or $x943 (and (distinct (bvand (bvadd base!positions ?x351) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x135 $x287 $x986 $x168 $x892 $x1007 $x122)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
