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
 (let ((?x471 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x468 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x594 (bvmul (_ bv256 63) ?x468)))
(let ((?x461 (concat (_ bv0 31) tid.y@A)))
(let ((?x462 (bvmul (_ bv64 63) ?x461)))
(let ((?x570 (bvadd ?x462 ?x594 ?x471)))
(let ((?x584 (concat ?x570 (_ bv0 1))))
(let ((?x572 (bvadd base!q_out ?x584)))
(let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x403 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x404 (not $x403)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x405 (and $x302 $x404)))
(let (($x145 (and $x405 (or (not (bvule ?x584 (_ bv2556 64))) (and (distinct (bvand ?x572 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x319 ((_ extract 2 0) tid.y@A)))
(let (($x323 (bvule (_ bv6 3) ?x319)))
(let (($x532 (or $x324 $x323)))
(let ((?x549 (ite $x532 (_ bv524288 64) (_ bv0 64))))
(let ((?x560 (ite $x405 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x565 (concat (_ bv0 36) ?x560)))
(let ((?x568 (bvmul (_ bv4096 64) ?x565)))
(let ((?x592 (ite $x405 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x597 (concat (_ bv0 60) ?x592)))
(let ((?x600 (bvmul (_ bv256 64) ?x597)))
(let ((?x534 (ite $x532 (_ bv4294967294 32) (_ bv0 32))))
(let ((?x540 (bvmul (_ bv32 32) ?x534)))
(let ((?x539 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x544 (bvadd (_ bv4294967168 32) tid.x@A ?x539 ?x540)))
(let ((?x545 (concat (_ bv0 32) ?x544)))
(let ((?x548 (bvmul (_ bv4 64) ?x545)))
(let ((?x576 (bvadd base!kv ?x548 ?x600 ?x568 ?x549)))
(let (($x82 (or (not (bvule (bvadd ?x548 ?x600 ?x568 ?x549) (_ bv786428 64))) (and (distinct (bvand ?x576 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x500 (bvule (_ bv1024 11) (ite $x405 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x493 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x405)))
(let (($x505 (not (or (not $x493) $x500))))
(let (($x506 (and $x302 $x403 $x505)))
(let (($x76 (and $x506 $x82)))
(let ((?x469 (bvmul (_ bv512 63) ?x468)))
(let ((?x472 (bvadd ?x462 ?x469 ?x471)))
(let ((?x473 (concat ?x472 (_ bv0 1))))
(let ((?x432 (bvadd base!qkv ?x473)))
(let (($x264 (and $x302 (or (not (bvule ?x473 (_ bv5116 64))) (and (distinct (bvand ?x432 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x143 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x98 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv16 64)))))
(let (($x407 (and $x302 $x403)))
(let (($x998 (and $x407 (or $x98 $x143))))
(let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x355 (mem!positions!32 ?x350)))
(let ((?x379 (concat (_ bv0 30) ?x355)))
(let ((?x380 (bvmul (_ bv24 62) ?x379)))
(let ((?x373 (concat (_ bv0 30) tid.x@A)))
(let ((?x381 (bvadd ?x373 ?x380)))
(let ((?x382 (concat ?x381 (_ bv0 2))))
(let ((?x390 (bvadd base!sin_tab ?x382)))
(let (($x132 (not (bvule ?x382 (_ bv24572 64)))))
(let (($x337 (or $x323 $x324 (bvule (_ bv24 5) ((_ extract 4 0) tid.x@A)) (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))))
(let (($x340 (not $x337)))
(let (($x341 (and $x302 $x340)))
(let (($x204 (and $x341 (or $x132 (and (distinct (bvand ?x390 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x182 (and $x341 (or $x132 (and (distinct (bvand (bvadd base!cos_tab ?x382) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x902 (and $x341 (or $x98 (and (distinct (bvand (bvadd base!positions ?x350) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x902 $x182 $x204 $x998 $x264 $x76 $x145)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
