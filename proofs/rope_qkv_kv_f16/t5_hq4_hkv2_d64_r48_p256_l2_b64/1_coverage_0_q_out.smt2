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
 (bvule base!qkv (_ bv18446744073709546495 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x847 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x855 ((_ extract 15 0) (bvsub ?x847 (_ bv0 64)))))
 (let ((?x859 ((_ zero_extend 16) (bvudiv ?x855 (_ bv512 16)))))
 (let ((?x898 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x859 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x898) (bvule ?x898 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x847 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x855 ((_ extract 15 0) (bvsub ?x847 (_ bv0 64)))))
(let ((?x853 (bvurem ?x855 (_ bv512 16))))
(let ((?x869 ((_ zero_extend 16) (bvudiv (bvurem ?x853 (_ bv128 16)) (_ bv4 16)))))
(let ((?x904 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x853 (_ bv128 16))))) (bvmul (_ bv256 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x855 (_ bv512 16))))) (concat (_ bv0 31) ((_ extract 30 0) ?x869) (_ bv0 1)))))
(let ((?x886 (concat ?x904 (_ bv0 1))))
(let (($x879 (or (not (= ((_ extract 31 3) ((_ zero_extend 16) (bvudiv ?x853 (_ bv128 16)))) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x853 (_ bv128 16))))))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x927 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x930 (and $x927 $x927 (bvult ((_ zero_extend 16) (bvudiv ?x855 (_ bv512 16))) (_ bv5 32)) $x927 (bvult ((_ zero_extend 16) (bvudiv ?x853 (_ bv128 16))) (_ bv8 32)) (bvult ?x869 (_ bv32 32)) (and $x302 (not $x879)) (bvule ?x886 ?x847) (bvule (bvadd ?x847 (_ bv2 64)) (bvadd ?x886 (_ bv4 64))))))
(not $x930))))))))))))
(check-sat)
