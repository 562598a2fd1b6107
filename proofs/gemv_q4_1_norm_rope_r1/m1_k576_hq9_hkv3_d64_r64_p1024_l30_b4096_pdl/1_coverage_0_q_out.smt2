; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
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
 (let ((?x9909 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9909) (bvule ?x9909 (_ bv1023 32)))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x9832 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x9854 ((_ extract 15 0) (bvsub ?x9832 (_ bv0 64)))))
(let ((?x9844 ((_ zero_extend 16) (bvudiv ?x9854 (_ bv16 16)))))
(let ((?x9864 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9854 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9898 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x9864)) (concat ((_ extract 28 0) ?x9844) (_ bv0 2)))))
(let ((?x9899 ((_ extract 30 5) ?x9898)))
(let ((?x9852 (concat (_ bv0 31) ((_ extract 31 1) (bvadd (concat ?x9898 (_ bv0 1)) (bvmul (_ bv4294967232 32) (concat (_ bv0 6) ?x9899)))) (_ bv0 1))))
(let ((?x9896 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (bvmul (_ bv64 63) (concat (_ bv0 37) ?x9899)) ?x9852)))
(let ((?x9866 (concat ?x9896 (_ bv0 1))))
(let (($x9877 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x9864) (_ bv0 5))))))
(let (($x9869 (bvule (_ bv960 10) (concat (bvadd ((_ extract 13 5) ?x9864) (concat ((_ extract 6 0) ?x9844) (_ bv0 2))) (_ bv0 1)))))
(let (($x9850 (not (= ((_ extract 30 9) ?x9898) (_ bv0 22)))))
(let (($x337 (= param!power (_ bv1 32))))
(let (($x9838 (and $x337 (not (or $x9850 $x9869)) (not $x9877) (not (or $x9850 (bvule (_ bv9 4) ((_ extract 8 5) ?x9898)))))))
(let (($x9888 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9890 (and $x9888 $x9888 (bvult ?x9844 (_ bv120 32)) $x9888 $x9888 (bvult ?x9864 (_ bv128 32)) $x9838 (bvule ?x9866 ?x9832) (bvule (bvadd ?x9832 (_ bv2 64)) (bvadd ?x9866 (_ bv4 64))))))
(not $x9890))))))))))))))))))
(check-sat)
