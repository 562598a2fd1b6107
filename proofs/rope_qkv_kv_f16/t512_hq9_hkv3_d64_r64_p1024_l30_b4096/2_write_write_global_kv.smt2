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
 (bvule base!qkv (_ bv18446744073708568575 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709549567 64)))
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
 (bvule base!slots (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073708961791 64)))
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
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (let ((?x345 (mem!positions!32 ?x356)))
 (and (bvule (_ bv0 32) ?x345) (bvule ?x345 (_ bv1023 32)))))))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x356)) ?x356))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x494 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x489 (bvadd ?x494 (_ bv0 64))))
 (let ((?x764 (mem!positions!32 ?x489)))
 (and (bvule (_ bv0 32) ?x764) (bvule ?x764 (_ bv1023 32)))))))
(assert
 (let ((?x494 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x489 (bvadd ?x494 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x489)) ?x489))))
(assert
 (let ((?x102 ((_ extract 3 0) tid.y@A)))
 (let (($x373 (bvule (_ bv12 4) ?x102)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x512 (or $x108 $x373)))
 (let ((?x529 (ite $x512 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x524 (bvadd (_ bv4294967008 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x512 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x528 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x524))))
 (let ((?x542 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x564 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x565 (bvadd ?x564 ?x542 ?x528 ?x529)))
 (let (($x473 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x476 (not $x473)))
 (let (($x460 (or $x108 (bvule (_ bv9 4) ?x102))))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x477 (and $x302 $x460 $x476)))
 (let (($x438 (and $x477 (= off!ww_global_kv_A ?x565) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x438))))))))))))))))))))
(assert
 (let ((?x281 ((_ extract 3 0) tid.y@B)))
 (let (($x478 (bvule (_ bv12 4) ?x281)))
 (let (($x279 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x103 (not $x279)))
 (let (($x507 (or $x103 $x478)))
 (let ((?x411 (ite $x507 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x353 (bvmul (_ bv32 32) (ite $x507 (_ bv4294967293 32) (_ bv0 32)))))
 (let ((?x578 (bvmul (_ bv32 32) tid.y@B)))
 (let ((?x298 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd (_ bv4294967008 32) tid.x@B ?x578 ?x353)))))
 (let ((?x385 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x828 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x829 (bvadd ?x828 ?x385 ?x298 ?x411)))
 (let (($x309 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x638 (not $x309)))
 (let (($x660 (or $x103 (bvule (_ bv9 4) ?x281))))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x639 (and $x302 $x660 $x638)))
 (let (($x984 (and $x639 (= off!ww_global_kv_B ?x829) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x984)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x947 (bvult off!ww_global_kv_B (bvadd off!ww_global_kv_A width!ww_global_kv_A))))
(let ((?x951 (bvadd off!ww_global_kv_B width!ww_global_kv_B)))
(and (bvult off!ww_global_kv_A ?x951) $x947))))
(check-sat)
