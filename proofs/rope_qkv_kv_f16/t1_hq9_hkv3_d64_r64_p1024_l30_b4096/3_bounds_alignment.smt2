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
 (bvule base!qkv (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551611 64)))
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
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550463 64)))
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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x353)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x353)) ?x353))))
(assert
 (let ((?x367 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x364 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x569 (bvmul (_ bv576 63) ?x364)))
(let ((?x357 (concat (_ bv0 31) tid.y@A)))
(let ((?x358 (bvmul (_ bv64 63) ?x357)))
(let ((?x571 (bvadd ?x358 ?x569 ?x367)))
(let ((?x572 (concat ?x571 (_ bv0 1))))
(let ((?x547 (bvadd base!q_out ?x572)))
(let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x457 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x458 (not $x457)))
(let (($x299 (= param!power (_ bv1 32))))
(let (($x459 (and $x299 $x458)))
(let (($x64 (and $x459 (or (not (bvule ?x572 (_ bv1148 64))) (and (distinct (bvand ?x547 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x101 ((_ extract 3 0) tid.y@A)))
(let (($x370 (bvule (_ bv12 4) ?x101)))
(let (($x509 (or $x107 $x370)))
(let ((?x526 (ite $x509 (_ bv754974720 64) (_ bv0 64))))
(let ((?x511 (ite $x509 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x517 (bvmul (_ bv32 32) ?x511)))
(let ((?x516 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x521 (bvadd (_ bv4294967008 32) tid.x@A ?x516 ?x517)))
(let ((?x522 (concat (_ bv0 32) ?x521)))
(let ((?x525 (bvmul (_ bv4 64) ?x522)))
(let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x465 (mem!slots!32 ?x356)))
(let ((?x531 ((_ extract 31 4) ?x465)))
(let ((?x536 (concat (_ bv0 36) ?x531)))
(let ((?x539 (bvmul (_ bv6144 64) ?x536)))
(let ((?x545 ((_ extract 3 0) ?x465)))
(let ((?x558 (concat (_ bv0 60) ?x545)))
(let ((?x561 (bvmul (_ bv384 64) ?x558)))
(let ((?x502 (bvadd base!kv ?x561 ?x539 ?x525 ?x526)))
(let (($x960 (or (not (bvule (bvadd ?x561 ?x539 ?x525 ?x526) (_ bv780140540 64))) (and (distinct (bvand ?x502 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x473 (not (or (not (= ((_ extract 31 17) ?x465) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) ?x465))))))
(let (($x474 (and $x299 $x457 $x473)))
(let (($x868 (and $x474 $x960)))
(let (($x942 (not (bvule ?x356 (_ bv0 64)))))
(let (($x461 (and $x299 $x457)))
(let (($x903 (and $x461 (or $x942 (and (distinct (bvand (bvadd base!slots ?x356) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x318 (mem!positions!32 ?x356)))
(let ((?x389 (concat (_ bv0 30) ?x318)))
(let ((?x390 (bvmul (_ bv32 62) ?x389)))
(let ((?x383 (concat (_ bv0 30) tid.x@A)))
(let ((?x391 (bvadd ?x383 ?x390)))
(let ((?x392 (concat ?x391 (_ bv0 2))))
(let ((?x388 (bvadd base!sin_tab ?x392)))
(let (($x839 (not (bvule ?x392 (_ bv131068 64)))))
(let (($x84 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x91 (not $x84)))
(let ((?x86 ((_ extract 5 0) tid.x@A)))
(let (($x90 (bvule (_ bv32 6) ?x86)))
(let (($x371 (not (or $x90 $x91 $x107 $x370))))
(let (($x361 (and $x299 $x371)))
(let (($x172 (and $x361 (or $x839 (and (distinct (bvand ?x388 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x111 (and $x361 (or $x839 (and (distinct (bvand (bvadd base!cos_tab ?x392) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x171 (and $x361 (or $x942 (and (distinct (bvand (bvadd base!positions ?x356) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x365 (bvmul (_ bv960 63) ?x364)))
(let ((?x368 (bvadd ?x358 ?x365 ?x367)))
(let ((?x369 (concat ?x368 (_ bv0 1))))
(let ((?x372 (bvadd base!qkv ?x369)))
(let (($x907 (and $x299 (or (not (bvule ?x369 (_ bv1916 64))) (and (distinct (bvand ?x372 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x907 $x171 $x111 $x172 $x903 $x868 $x64)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
