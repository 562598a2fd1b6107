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
 (bvule base!qkv (_ bv18446744073709490175 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551487 64)))
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
 (bvule base!slots (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709514751 64)))
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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x355 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x352 (bvadd ?x355 (_ bv0 64))))
 (let ((?x341 (mem!positions!32 ?x352)))
 (and (bvule (_ bv0 32) ?x341) (bvule ?x341 (_ bv1023 32)))))))
(assert
 (let ((?x355 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x352 (bvadd ?x355 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x352)) ?x352))))
(assert
 (let ((?x366 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x363 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x568 (bvmul (_ bv576 63) ?x363)))
(let ((?x356 (concat (_ bv0 31) tid.y@A)))
(let ((?x357 (bvmul (_ bv64 63) ?x356)))
(let ((?x570 (bvadd ?x357 ?x568 ?x366)))
(let ((?x571 (concat ?x570 (_ bv0 1))))
(let ((?x546 (bvadd base!q_out ?x571)))
(let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x456 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x457 (not $x456)))
(let (($x298 (= param!power (_ bv1 32))))
(let (($x458 (and $x298 $x457)))
(let (($x149 (and $x458 (or (not (bvule ?x571 (_ bv36860 64))) (and (distinct (bvand ?x546 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x101 ((_ extract 3 0) tid.y@A)))
(let (($x369 (bvule (_ bv12 4) ?x101)))
(let (($x508 (or $x107 $x369)))
(let ((?x525 (ite $x508 (_ bv754974720 64) (_ bv0 64))))
(let ((?x510 (ite $x508 (_ bv4294967293 32) (_ bv0 32))))
(let ((?x516 (bvmul (_ bv32 32) ?x510)))
(let ((?x515 (bvmul (_ bv32 32) tid.y@A)))
(let ((?x520 (bvadd (_ bv4294967008 32) tid.x@A ?x515 ?x516)))
(let ((?x521 (concat (_ bv0 32) ?x520)))
(let ((?x524 (bvmul (_ bv4 64) ?x521)))
(let ((?x355 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
(let ((?x464 (mem!slots!32 ?x355)))
(let ((?x530 ((_ extract 31 4) ?x464)))
(let ((?x535 (concat (_ bv0 36) ?x530)))
(let ((?x538 (bvmul (_ bv6144 64) ?x535)))
(let ((?x544 ((_ extract 3 0) ?x464)))
(let ((?x557 (concat (_ bv0 60) ?x544)))
(let ((?x560 (bvmul (_ bv384 64) ?x557)))
(let ((?x501 (bvadd base!kv ?x560 ?x538 ?x524 ?x525)))
(let (($x223 (or (not (bvule (bvadd ?x560 ?x538 ?x524 ?x525) (_ bv780140540 64))) (and (distinct (bvand ?x501 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x472 (not (or (not (= ((_ extract 31 17) ?x464) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) ?x464))))))
(let (($x473 (and $x298 $x456 $x472)))
(let (($x873 (and $x473 $x223)))
(let (($x70 (not (bvule ?x355 (_ bv124 64)))))
(let (($x460 (and $x298 $x456)))
(let (($x225 (and $x460 (or $x70 (and (distinct (bvand (bvadd base!slots ?x355) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x317 (mem!positions!32 ?x355)))
(let ((?x388 (concat (_ bv0 30) ?x317)))
(let ((?x389 (bvmul (_ bv32 62) ?x388)))
(let ((?x382 (concat (_ bv0 30) tid.x@A)))
(let ((?x390 (bvadd ?x382 ?x389)))
(let ((?x391 (concat ?x390 (_ bv0 2))))
(let ((?x387 (bvadd base!sin_tab ?x391)))
(let (($x155 (not (bvule ?x391 (_ bv131068 64)))))
(let (($x84 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x91 (not $x84)))
(let ((?x86 ((_ extract 5 0) tid.x@A)))
(let (($x90 (bvule (_ bv32 6) ?x86)))
(let (($x370 (not (or $x90 $x91 $x107 $x369))))
(let (($x360 (and $x298 $x370)))
(let (($x121 (and $x360 (or $x155 (and (distinct (bvand ?x387 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x205 (and $x360 (or $x155 (and (distinct (bvand (bvadd base!cos_tab ?x391) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x247 (and $x360 (or $x70 (and (distinct (bvand (bvadd base!positions ?x355) (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x364 (bvmul (_ bv960 63) ?x363)))
(let ((?x367 (bvadd ?x357 ?x364 ?x366)))
(let ((?x368 (concat ?x367 (_ bv0 1))))
(let ((?x371 (bvadd base!qkv ?x368)))
(let (($x937 (and $x298 (or (not (bvule ?x368 (_ bv61436 64))) (and (distinct (bvand ?x371 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x937 $x247 $x205 $x121 $x225 $x873 $x149)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
