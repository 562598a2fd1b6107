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
 (let ((?x460 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x457 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x585 (bvmul (_ bv576 63) ?x457)))
(let ((?x450 (concat (_ bv0 31) tid.y@A)))
(let ((?x451 (bvmul (_ bv64 63) ?x450)))
(let ((?x523 (bvadd ?x451 ?x585 ?x460)))
(let ((?x567 (concat ?x523 (_ bv0 1))))
(let ((?x539 (bvadd base!q_out ?x567)))
(let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x391 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x392 (not $x391)))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x393 (and $x302 $x392)))
(let (($x178 (and $x393 (or (not (bvule ?x567 (_ bv2300 64))) (and (distinct (bvand ?x539 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x102 ((_ extract 3 0) tid.y@A)))
(let (($x320 (bvule (_ bv12 4) ?x102)))
(let (($x520 (or $x108 $x320)))
(let ((?x537 (ite $x520 (_ bv754974720 64) (_ bv0 64))))
(let ((?x548 (ite $x393 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x553 (concat (_ bv0 36) ?x548)))
(let ((?x556 (bvmul (_ bv6144 64) ?x553)))
(let ((?x579 (ite $x393 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))))))
(let ((?x584 (concat (_ bv0 60) ?x579)))
(let ((?x587 (bvmul (_ bv384 64) ?x584)))
(let ((?x522 (ite $x520 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x528 (bvmul (_ bv32 32) ?x522)))
(let ((?x527 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x532 (bvadd (_ bv4294967008 32) tid.x@A ?x527 ?x528)))
(let ((?x533 (concat (_ bv0 32) ?x532)))
(let ((?x536 (bvmul (_ bv4 64) ?x533)))
(let ((?x540 (bvadd base!kv ?x536 ?x587 ?x556 ?x537)))
(let (($x174 (or (not (bvule (bvadd ?x536 ?x587 ?x556 ?x537) (_ bv780140540 64))) (and (distinct (bvand ?x540 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x488 (bvule (_ bv65536 17) (ite $x393 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x481 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x393)))
(let (($x493 (not (or (not $x481) $x488))))
(let (($x494 (and $x302 $x391 $x493)))
(let (($x146 (and $x494 $x174)))
(let ((?x458 (bvmul (_ bv960 63) ?x457)))
(let ((?x461 (bvadd ?x451 ?x458 ?x460)))
(let ((?x462 (concat ?x461 (_ bv0 1))))
(let ((?x465 (bvadd base!qkv ?x462)))
(let (($x946 (and $x302 (or (not (bvule ?x462 (_ bv3836 64))) (and (distinct (bvand ?x465 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x920 (and (distinct (bvand (bvadd base!slots (concat (_ bv0 30) ctaid.x@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x156 (not (bvule (concat (_ bv0 30) ctaid.x@A (_ bv0 2)) (_ bv4 64)))))
(let (($x395 (and $x302 $x391)))
(let (($x86 (and $x395 (or $x156 $x920))))
(let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x343 (mem!positions!32 ?x338)))
(let ((?x367 (concat (_ bv0 30) ?x343)))
(let ((?x368 (bvmul (_ bv32 62) ?x367)))
(let ((?x361 (concat (_ bv0 30) tid.x@A)))
(let ((?x369 (bvadd ?x361 ?x368)))
(let ((?x370 (concat ?x369 (_ bv0 2))))
(let ((?x366 (bvadd base!sin_tab ?x370)))
(let (($x226 (not (bvule ?x370 (_ bv131068 64)))))
(let (($x85 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x92 (not $x85)))
(let ((?x87 ((_ extract 5 0) tid.x@A)))
(let (($x91 (bvule (_ bv32 6) ?x87)))
(let (($x325 (not (or $x91 $x92 $x108 $x320))))
(let (($x326 (and $x302 $x325)))
(let (($x139 (and $x326 (or $x226 (and (distinct (bvand ?x366 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x180 (and $x326 (or $x226 (and (distinct (bvand (bvadd base!cos_tab ?x370) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x121 (and $x326 (or $x156 (and (distinct (bvand (bvadd base!positions ?x338) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x121 $x180 $x139 $x86 $x946 $x146 $x178)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
