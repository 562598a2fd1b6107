; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
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
 (and (bvule (_ bv2 64) size!T) (bvule size!T (_ bv512 64))))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1920 64) size!T))))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!T)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!positions ?x27))))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!T)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!slots ?x27))))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!T))))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x73)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x380 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x371 (bvadd ?x380 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x371)) ?x371))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@B ?x73)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x432 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x431 (bvadd ?x432 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x431)) ?x431))))
(assert
 (let ((?x464 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x455 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x501 (concat (bvadd ?x455 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x464) (_ bv0 1))))
 (let (($x144 (= off!ww_global_q_out_A ?x501)))
 (let (($x113 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x121 (not $x113)))
 (let (($x406 (or $x121 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x390 (not $x406)))
 (let (($x343 (= param!power (_ bv1 32))))
 (let (($x400 (and $x343 $x390)))
 (let (($x266 (and $x400 $x144 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x266))))))))))))))
(assert
 (let ((?x408 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x397 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x424 (concat (bvadd ?x397 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B)) ?x408) (_ bv0 1))))
 (let (($x198 (= off!ww_global_q_out_B ?x424)))
 (let (($x443 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x358 (not $x443)))
 (let (($x415 (or $x358 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x428 (not $x415)))
 (let (($x343 (= param!power (_ bv1 32))))
 (let (($x383 (and $x343 $x428)))
 (let (($x123 (and $x383 $x198 (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x123))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x601 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
 (let (($x148 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
 (and $x148 (bvult off!ww_global_q_out_B ?x601)))))
(assert
 (let ((?x259 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x141 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x141 tid.x@A) (concat ?x259 tid.x@B)))))
(check-sat)
