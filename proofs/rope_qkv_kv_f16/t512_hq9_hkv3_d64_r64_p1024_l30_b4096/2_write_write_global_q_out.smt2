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
(declare-fun epoch!ww_global_q_out_A () (_ BitVec 32))
(declare-fun width!ww_global_q_out_A () (_ BitVec 64))
(declare-fun off!ww_global_q_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_q_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_B () (_ BitVec 32))
(declare-fun width!ww_global_q_out_B () (_ BitVec 64))
(declare-fun off!ww_global_q_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_q_out_B () (_ BitVec 32))
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
 (let ((?x370 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x361 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x575 (concat (bvadd ?x361 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x370) (_ bv0 1))))
 (let (($x625 (= off!ww_global_q_out_A ?x575)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x460 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x461 (not $x460)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x462 (and $x302 $x461)))
 (let (($x627 (and $x462 $x625 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x627))))))))))))))
(assert
 (let ((?x759 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x487 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x838 (concat (bvadd ?x487 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B)) ?x759) (_ bv0 1))))
 (let (($x252 (= off!ww_global_q_out_B ?x838)))
 (let (($x279 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x103 (not $x279)))
 (let (($x660 (or $x103 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x658 (not $x660)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x656 (and $x302 $x658)))
 (let (($x207 (and $x656 $x252 (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x207))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x71 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let (($x95 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
(and $x95 (bvult off!ww_global_q_out_B ?x71)))))
(check-sat)
