; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (_ bv18446744073709060095 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709550591 64)))
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
 (bvule base!slots (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x505 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x518 ((_ extract 19 0) (bvsub ?x505 (_ bv0 64)))))
 (let ((?x517 ((_ zero_extend 12) (bvudiv ?x518 (_ bv1152 20)))))
 (let ((?x548 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x517 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x548) (bvule ?x548 (_ bv1023 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x505 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x518 ((_ extract 19 0) (bvsub ?x505 (_ bv0 64)))))
(let ((?x512 (bvurem ?x518 (_ bv1152 20))))
(let ((?x527 ((_ zero_extend 12) (bvudiv (bvurem ?x512 (_ bv128 20)) (_ bv4 20)))))
(let ((?x554 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x512 (_ bv128 20))))) (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x518 (_ bv1152 20))))) (concat (_ bv0 31) ((_ extract 30 0) ?x527) (_ bv0 1)))))
(let ((?x565 (concat ?x554 (_ bv0 1))))
(let (($x534 (or (not (= ((_ extract 31 4) ((_ zero_extend 12) (bvudiv ?x512 (_ bv128 20)))) (_ bv0 28))) (bvule (_ bv9 4) ((_ extract 3 0) ((_ zero_extend 12) (bvudiv ?x512 (_ bv128 20))))))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x559 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x529 (and $x559 $x559 (bvult ((_ zero_extend 12) (bvudiv ?x518 (_ bv1152 20))) (_ bv256 32)) $x559 (bvult ((_ zero_extend 12) (bvudiv ?x512 (_ bv128 20))) (_ bv15 32)) (bvult ?x527 (_ bv32 32)) (and $x302 (not $x534)) (bvule ?x565 ?x505) (bvule (bvadd ?x505 (_ bv2 64)) (bvadd ?x565 (_ bv4 64))))))
(not $x529))))))))))))
(check-sat)
