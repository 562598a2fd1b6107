; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
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
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
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
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x592 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x593 (mem!positions!32 ?x592)))
 (and (bvule (_ bv0 32) ?x593) (bvule ?x593 (_ bv8191 32))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x560 ((_ zero_extend 16) ((_ zero_extend 1) ((_ extract 15 1) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))))))
(let ((?x569 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let ((?x571 (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x573 (concat (bvadd ?x571 ?x569 (concat (_ bv0 31) ((_ extract 30 0) ?x560) (_ bv0 1))) (_ bv0 1))))
(let ((?x543 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let (($x582 (or (not (= ((_ extract 31 4) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 28))) (bvule (_ bv9 4) ((_ extract 3 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
(let (($x343 (= param!power (_ bv1 32))))
(let (($x587 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x73 ((_ extract 31 0) size!T)))
(let ((?x552 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x589 (and $x587 $x587 (bvult ?x552 ?x73) $x587 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv15 32)) (bvult ?x560 (_ bv32 32)) (and $x343 (not $x582)) (bvule ?x573 ?x543) (bvule (bvadd ?x543 (_ bv2 64)) (bvadd ?x573 (_ bv4 64))))))
(not $x589)))))))))))))
(check-sat)
