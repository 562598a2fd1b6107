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
(declare-fun epoch!ww_global_kv_A () (_ BitVec 32))
(declare-fun width!ww_global_kv_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun off!ww_global_kv_A () (_ BitVec 64))
(declare-fun sel!ww_global_kv_A () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_B () (_ BitVec 32))
(declare-fun width!ww_global_kv_B () (_ BitVec 64))
(declare-fun off!ww_global_kv_B () (_ BitVec 64))
(declare-fun sel!ww_global_kv_B () (_ BitVec 32))
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
 (let ((?x115 ((_ extract 3 0) tid.y@A)))
 (let (($x361 (bvule (_ bv12 4) ?x115)))
 (let (($x113 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x121 (not $x113)))
 (let (($x445 (or $x121 $x361)))
 (let ((?x484 (ite $x445 (_ bv3019898880 64) (_ bv0 64))))
 (let (($x343 (= param!power (_ bv1 32))))
 (let (($x400 (and $x343 (not (or $x121 (bvule (_ bv9 4) ?x115))))))
 (let ((?x500 (concat (_ bv0 36) (ite $x400 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x503 (bvmul (_ bv6144 64) ?x500)))
 (let ((?x531 (concat (_ bv0 60) (ite $x400 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x534 (bvmul (_ bv384 64) ?x531)))
 (let ((?x480 (bvadd (_ bv4294967008 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x445 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x483 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x480))))
 (let ((?x535 (bvadd ?x483 ?x534 ?x503 ?x484)))
 (let (($x420 (bvule (_ bv262144 19) (ite $x400 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x394 (or (= ((_ extract 31 19) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 13)) $x400)))
 (let (($x469 (not (or (not $x394) $x420))))
 (let (($x406 (or $x121 (bvule (_ bv9 4) ?x115))))
 (let (($x458 (and $x343 $x406 $x469)))
 (let (($x189 (and $x458 (= off!ww_global_kv_A ?x535) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x189))))))))))))))))))))))))
(assert
 (let ((?x452 ((_ extract 3 0) tid.y@B)))
 (let (($x434 (bvule (_ bv12 4) ?x452)))
 (let (($x443 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x358 (not $x443)))
 (let (($x435 (or $x358 $x434)))
 (let ((?x446 (ite $x435 (_ bv3019898880 64) (_ bv0 64))))
 (let (($x343 (= param!power (_ bv1 32))))
 (let (($x383 (and $x343 (not (or $x358 (bvule (_ bv9 4) ?x452))))))
 (let ((?x532 (concat (_ bv0 36) (ite $x383 (_ bv0 28) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x439 (bvmul (_ bv6144 64) ?x532)))
 (let ((?x391 (concat (_ bv0 60) (ite $x383 (_ bv0 4) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x497 (bvmul (_ bv384 64) ?x391)))
 (let ((?x510 (bvadd (_ bv4294967008 32) tid.x@B (bvmul (_ bv32 32) tid.y@B) (bvmul (_ bv32 32) (ite $x435 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x492 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x510))))
 (let ((?x477 (bvadd ?x492 ?x497 ?x439 ?x446)))
 (let (($x438 (bvule (_ bv262144 19) (ite $x383 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x468 (or (= ((_ extract 31 19) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 13)) $x383)))
 (let (($x402 (not (or (not $x468) $x438))))
 (let (($x415 (or $x358 (bvule (_ bv9 4) ?x452))))
 (let (($x521 (and $x343 $x415 $x402)))
 (let (($x317 (and $x521 (= off!ww_global_kv_B ?x477) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x317))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x129 (bvadd off!ww_global_kv_A width!ww_global_kv_A)))
 (let ((?x160 (bvadd off!ww_global_kv_B width!ww_global_kv_B)))
 (and (bvult off!ww_global_kv_A ?x160) (bvult off!ww_global_kv_B ?x129)))))
(assert
 (let ((?x259 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x141 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x141 tid.x@A) (concat ?x259 tid.x@B)))))
(check-sat)
