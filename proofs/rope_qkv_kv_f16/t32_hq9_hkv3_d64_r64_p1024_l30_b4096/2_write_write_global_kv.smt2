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
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_A () (_ BitVec 32))
(declare-fun width!ww_global_kv_A () (_ BitVec 64))
(declare-fun off!ww_global_kv_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_kv_A () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_B () (_ BitVec 32))
(declare-fun width!ww_global_kv_B () (_ BitVec 64))
(declare-fun off!ww_global_kv_B () (_ BitVec 64))
(declare-fun sel!ww_global_kv_B () (_ BitVec 32))
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
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
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
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x490 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x485 (bvadd ?x490 (_ bv0 64))))
 (let ((?x760 (mem!positions!32 ?x485)))
 (and (bvule (_ bv0 32) ?x760) (bvule ?x760 (_ bv1023 32)))))))
(assert
 (let ((?x490 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x485 (bvadd ?x490 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x485)) ?x485))))
(assert
 (let ((?x101 ((_ extract 3 0) tid.y@A)))
 (let (($x369 (bvule (_ bv12 4) ?x101)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x508 (or $x107 $x369)))
 (let ((?x525 (ite $x508 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x520 (bvadd (_ bv4294967008 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x508 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x524 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x520))))
 (let ((?x538 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x560 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x561 (bvadd ?x560 ?x538 ?x524 ?x525)))
 (let (($x469 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x472 (not $x469)))
 (let (($x456 (or $x107 (bvule (_ bv9 4) ?x101))))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x473 (and $x298 $x456 $x472)))
 (let (($x985 (and $x473 (= off!ww_global_kv_A ?x561) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x985))))))))))))))))))))
(assert
 (let ((?x188 ((_ extract 3 0) tid.y@B)))
 (let (($x474 (bvule (_ bv12 4) ?x188)))
 (let (($x119 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x240 (not $x119)))
 (let (($x503 (or $x240 $x474)))
 (let ((?x407 (ite $x503 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x349 (bvmul (_ bv32 32) (ite $x503 (_ bv4294967293 32) (_ bv0 32)))))
 (let ((?x574 (bvmul (_ bv32 32) tid.y@B)))
 (let ((?x294 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd (_ bv4294967008 32) tid.x@B ?x574 ?x349)))))
 (let ((?x381 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x824 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x825 (bvadd ?x824 ?x381 ?x294 ?x407)))
 (let (($x305 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x634 (not $x305)))
 (let (($x656 (or $x240 (bvule (_ bv9 4) ?x188))))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x635 (and $x298 $x656 $x634)))
 (let (($x956 (and $x635 (= off!ww_global_kv_B ?x825) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x956)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x113 (bvult off!ww_global_kv_B (bvadd off!ww_global_kv_A width!ww_global_kv_A))))
(let (($x267 (bvult off!ww_global_kv_A (bvadd off!ww_global_kv_B width!ww_global_kv_B))))
(and $x267 $x113))))
(check-sat)
