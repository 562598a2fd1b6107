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
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (let ((?x354 (mem!positions!32 ?x331)))
 (and (bvule (_ bv0 32) ?x354) (bvule ?x354 (_ bv255 32)))))))
(assert
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x331)) ?x331))))
(assert
 (let ((?x432 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x429 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x490 (bvmul (_ bv256 63) ?x429)))
(let ((?x422 (concat (_ bv0 31) tid.y@A)))
(let ((?x423 (bvmul (_ bv64 63) ?x422)))
(let ((?x497 (bvadd ?x423 ?x490 ?x432)))
(let ((?x509 (concat ?x497 (_ bv0 1))))
(let ((?x442 (bvadd base!q_out ?x509)))
(let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x375 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x376 (not $x375)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x371 (and $x302 $x376)))
(let (($x922 (and $x371 (or (not (bvule ?x509 (_ bv2556 64))) (and (distinct (bvand ?x442 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x319 ((_ extract 2 0) tid.y@A)))
(let (($x323 (bvule (_ bv6 3) ?x319)))
(let (($x421 (or $x324 $x323)))
(let ((?x455 (ite $x421 (_ bv524288 64) (_ bv0 64))))
(let ((?x466 (ite $x371 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x471 (concat (_ bv0 36) ?x466)))
(let ((?x474 (bvmul (_ bv4096 64) ?x471)))
(let ((?x498 (ite $x371 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x503 (concat (_ bv0 60) ?x498)))
(let ((?x506 (bvmul (_ bv256 64) ?x503)))
(let ((?x440 (ite $x421 (_ bv4294967294 32) (_ bv0 32))))
(let ((?x446 (bvmul (_ bv32 32) ?x440)))
(let ((?x445 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x450 (bvadd (_ bv4294967168 32) tid.x@A ?x445 ?x446)))
(let ((?x451 (concat (_ bv0 32) ?x450)))
(let ((?x454 (bvmul (_ bv4 64) ?x451)))
(let ((?x482 (bvadd base!kv ?x454 ?x506 ?x474 ?x455)))
(let (($x709 (and (bvule (_ bv524288 64) (bvadd ?x454 ?x506 ?x474 ?x455)) (bvule (bvsub (bvadd ?x454 ?x506 ?x474 ?x455) (_ bv524288 64)) (_ bv262140 64)))))
(let (($x675 (or (not (bvule (bvadd ?x454 ?x506 ?x474 ?x455) (_ bv786428 64))) (not (or (bvule (bvadd ?x454 ?x506 ?x474 ?x455) (_ bv262140 64)) $x709)) (and (distinct (bvand ?x482 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x418 (bvule (_ bv1024 11) (ite $x371 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x359 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x371)))
(let (($x392 (not (or (not $x359) $x418))))
(let (($x416 (and $x302 $x375 $x392)))
(let (($x541 (and $x416 $x675)))
(let ((?x430 (bvmul (_ bv512 63) ?x429)))
(let ((?x433 (bvadd ?x423 ?x430 ?x432)))
(let ((?x434 (concat ?x433 (_ bv0 1))))
(let ((?x431 (bvadd base!qkv ?x434)))
(let (($x255 (and $x302 (or (not (bvule ?x434 (_ bv5116 64))) (and (distinct (bvand ?x431 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x188 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x134 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv16 64)))))
(let (($x378 (and $x302 $x375)))
(let (($x881 (and $x378 (or $x134 $x188))))
(let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x355 (mem!positions!32 ?x350)))
(let ((?x379 (concat (_ bv0 30) ?x355)))
(let ((?x380 (bvmul (_ bv24 62) ?x379)))
(let ((?x373 (concat (_ bv0 30) tid.x@A)))
(let ((?x381 (bvadd ?x373 ?x380)))
(let ((?x382 (concat ?x381 (_ bv0 2))))
(let ((?x390 (bvadd base!sin_tab ?x382)))
(let (($x250 (not (bvule ?x382 (_ bv24572 64)))))
(let (($x337 (or $x323 $x324 (bvule (_ bv24 5) ((_ extract 4 0) tid.x@A)) (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))))
(let (($x340 (not $x337)))
(let (($x341 (and $x302 $x340)))
(let (($x1357 (and $x341 (or $x250 (and (distinct (bvand ?x390 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x1306 (and $x341 (or $x250 (and (distinct (bvand (bvadd base!cos_tab ?x382) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x826 (and $x341 (or $x134 (and (distinct (bvand (bvadd base!positions ?x350) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x826 $x1306 $x1357 $x881 $x255 $x541 $x922))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
