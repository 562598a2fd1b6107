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
 (bvule base!qkv (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551607 64)))
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
 (bvule base!slots (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x504 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x515 ((_ extract 15 0) (bvsub ?x504 (_ bv0 64)))))
 (let ((?x514 ((_ zero_extend 16) (bvudiv ?x515 (_ bv1152 16)))))
 (let ((?x537 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x514 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x537) (bvule ?x537 (_ bv1023 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x504 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x515 ((_ extract 15 0) (bvsub ?x504 (_ bv0 64)))))
(let ((?x511 (bvurem ?x515 (_ bv1152 16))))
(let ((?x524 ((_ zero_extend 16) (bvudiv (bvurem ?x511 (_ bv128 16)) (_ bv4 16)))))
(let ((?x547 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x511 (_ bv128 16))))) (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x515 (_ bv1152 16))))) (concat (_ bv0 31) ((_ extract 30 0) ?x524) (_ bv0 1)))))
(let ((?x564 (concat ?x547 (_ bv0 1))))
(let (($x558 (or (not (= ((_ extract 31 4) ((_ zero_extend 16) (bvudiv ?x511 (_ bv128 16)))) (_ bv0 28))) (bvule (_ bv9 4) ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ?x511 (_ bv128 16))))))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x553 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x532 (and $x553 $x553 (bvult ((_ zero_extend 16) (bvudiv ?x515 (_ bv1152 16))) (_ bv2 32)) $x553 (bvult ((_ zero_extend 16) (bvudiv ?x511 (_ bv128 16))) (_ bv15 32)) (bvult ?x524 (_ bv32 32)) (and $x302 (not $x558)) (bvule ?x564 ?x504) (bvule (bvadd ?x504 (_ bv2 64)) (bvadd ?x564 (_ bv4 64))))))
(not $x532))))))))))))
(check-sat)
