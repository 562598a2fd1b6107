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
 (bvule base!qkv (_ bv18446744073709305855 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551103 64)))
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
 (bvule base!slots (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x837 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x849 ((_ extract 18 0) (bvsub ?x837 (_ bv0 64)))))
 (let ((?x848 ((_ zero_extend 13) (bvudiv ?x849 (_ bv1152 19)))))
 (let ((?x893 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x848 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x893) (bvule ?x893 (_ bv1023 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x837 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x849 ((_ extract 18 0) (bvsub ?x837 (_ bv0 64)))))
(let ((?x843 (bvurem ?x849 (_ bv1152 19))))
(let ((?x858 ((_ zero_extend 13) (bvudiv (bvurem ?x843 (_ bv128 19)) (_ bv4 19)))))
(let ((?x880 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x843 (_ bv128 19))))) (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x849 (_ bv1152 19))))) (concat (_ bv0 31) ((_ extract 30 0) ?x858) (_ bv0 1)))))
(let ((?x897 (concat ?x880 (_ bv0 1))))
(let (($x870 (or (not (= ((_ extract 31 4) ((_ zero_extend 13) (bvudiv ?x843 (_ bv128 19)))) (_ bv0 28))) (bvule (_ bv9 4) ((_ extract 3 0) ((_ zero_extend 13) (bvudiv ?x843 (_ bv128 19))))))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x884 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x877 (and $x884 $x884 (bvult ((_ zero_extend 13) (bvudiv ?x849 (_ bv1152 19))) (_ bv128 32)) $x884 (bvult ((_ zero_extend 13) (bvudiv ?x843 (_ bv128 19))) (_ bv15 32)) (bvult ?x858 (_ bv32 32)) (and $x302 (not $x870)) (bvule ?x897 ?x837) (bvule (bvadd ?x837 (_ bv2 64)) (bvadd ?x897 (_ bv4 64))))))
(not $x877))))))))))))
(check-sat)
