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
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
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
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x491 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x486 (bvadd ?x491 (_ bv0 64))))
 (let ((?x761 (mem!positions!32 ?x486)))
 (and (bvule (_ bv0 32) ?x761) (bvule ?x761 (_ bv1023 32)))))))
(assert
 (let ((?x491 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x486 (bvadd ?x491 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x486)) ?x486))))
(assert
 (let ((?x367 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x358 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x572 (concat (bvadd ?x358 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x367) (_ bv0 1))))
 (let (($x262 (= off!ww_global_q_out_A ?x572)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x457 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x458 (not $x457)))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x459 (and $x299 $x458)))
 (let (($x238 (and $x459 $x262 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x238))))))))))))))
(assert
 (let ((?x756 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x484 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x835 (concat (bvadd ?x484 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B)) ?x756) (_ bv0 1))))
 (let (($x307 (= off!ww_global_q_out_B ?x835)))
 (let (($x276 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x102 (not $x276)))
 (let (($x657 (or $x102 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x655 (not $x657)))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x653 (and $x299 $x655)))
 (let (($x590 (and $x653 $x307 (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x590))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x617 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x592 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x592) (bvult off!ww_global_q_out_B ?x617)))))
(check-sat)
