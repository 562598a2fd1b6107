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
 (let ((?x823 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x835 ((_ extract 16 0) (bvsub ?x823 (_ bv0 64)))))
 (let ((?x834 ((_ zero_extend 15) (bvudiv ?x835 (_ bv1152 17)))))
 (let ((?x857 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x834 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x857) (bvule ?x857 (_ bv1023 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x823 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x835 ((_ extract 16 0) (bvsub ?x823 (_ bv0 64)))))
(let ((?x833 (bvurem ?x835 (_ bv1152 17))))
(let ((?x844 ((_ zero_extend 15) (bvudiv (bvurem ?x833 (_ bv128 17)) (_ bv4 17)))))
(let ((?x875 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x833 (_ bv128 17))))) (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x835 (_ bv1152 17))))) (concat (_ bv0 31) ((_ extract 30 0) ?x844) (_ bv0 1)))))
(let ((?x883 (concat ?x875 (_ bv0 1))))
(let (($x864 (or (not (= ((_ extract 31 4) ((_ zero_extend 15) (bvudiv ?x833 (_ bv128 17)))) (_ bv0 28))) (bvule (_ bv9 4) ((_ extract 3 0) ((_ zero_extend 15) (bvudiv ?x833 (_ bv128 17))))))))
(let (($x298 (= param!power (_ bv1 32))))
(let (($x841 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x876 (and $x841 $x841 (bvult ((_ zero_extend 15) (bvudiv ?x835 (_ bv1152 17))) (_ bv32 32)) $x841 (bvult ((_ zero_extend 15) (bvudiv ?x833 (_ bv128 17))) (_ bv15 32)) (bvult ?x844 (_ bv32 32)) (and $x298 (not $x864)) (bvule ?x883 ?x823) (bvule (bvadd ?x823 (_ bv2 64)) (bvadd ?x883 (_ bv4 64))))))
(not $x876))))))))))))
(check-sat)
