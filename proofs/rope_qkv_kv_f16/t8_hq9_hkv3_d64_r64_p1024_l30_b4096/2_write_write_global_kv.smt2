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
 (bvule base!qkv (_ bv18446744073709536255 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551583 64)))
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
 (bvule base!slots (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709542399 64)))
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
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x355)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x493 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x488 (bvadd ?x493 (_ bv0 64))))
 (let ((?x763 (mem!positions!32 ?x488)))
 (and (bvule (_ bv0 32) ?x763) (bvule ?x763 (_ bv1023 32)))))))
(assert
 (let ((?x493 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x488 (bvadd ?x493 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x488)) ?x488))))
(assert
 (let ((?x102 ((_ extract 3 0) tid.y@A)))
 (let (($x372 (bvule (_ bv12 4) ?x102)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x511 (or $x108 $x372)))
 (let ((?x528 (ite $x511 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x523 (bvadd (_ bv4294967008 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x511 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x527 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x523))))
 (let ((?x541 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x563 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x564 (bvadd ?x563 ?x541 ?x527 ?x528)))
 (let (($x472 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x475 (not $x472)))
 (let (($x459 (or $x108 (bvule (_ bv9 4) ?x102))))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x476 (and $x301 $x459 $x475)))
 (let (($x977 (and $x476 (= off!ww_global_kv_A ?x564) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x977))))))))))))))))))))
(assert
 (let ((?x280 ((_ extract 3 0) tid.y@B)))
 (let (($x477 (bvule (_ bv12 4) ?x280)))
 (let (($x278 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x103 (not $x278)))
 (let (($x506 (or $x103 $x477)))
 (let ((?x410 (ite $x506 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x352 (bvmul (_ bv32 32) (ite $x506 (_ bv4294967293 32) (_ bv0 32)))))
 (let ((?x577 (bvmul (_ bv32 32) tid.y@B)))
 (let ((?x297 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd (_ bv4294967008 32) tid.x@B ?x577 ?x352)))))
 (let ((?x384 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x827 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x828 (bvadd ?x827 ?x384 ?x297 ?x410)))
 (let (($x308 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x637 (not $x308)))
 (let (($x659 (or $x103 (bvule (_ bv9 4) ?x280))))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x638 (and $x301 $x659 $x637)))
 (let (($x988 (and $x638 (= off!ww_global_kv_B ?x828) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x988)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x185 (bvadd off!ww_global_kv_A width!ww_global_kv_A)))
(let (($x993 (bvult off!ww_global_kv_A (bvadd off!ww_global_kv_B width!ww_global_kv_B))))
(and $x993 (bvult off!ww_global_kv_B ?x185)))))
(check-sat)
