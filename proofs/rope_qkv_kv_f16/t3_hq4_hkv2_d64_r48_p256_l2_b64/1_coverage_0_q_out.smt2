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
 (bvule base!qkv (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551603 64)))
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
 (bvule base!slots (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x516 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x527 ((_ extract 15 0) (bvsub ?x516 (_ bv0 64)))))
 (let ((?x531 ((_ zero_extend 16) (bvudiv ?x527 (_ bv512 16)))))
 (let ((?x567 (mem!positions!32 (bvadd (concat (_ bv0 30) ?x531 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x567) (bvule ?x567 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x516 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x527 ((_ extract 15 0) (bvsub ?x516 (_ bv0 64)))))
(let ((?x522 (bvurem ?x527 (_ bv512 16))))
(let ((?x536 ((_ zero_extend 16) (bvudiv (bvurem ?x522 (_ bv128 16)) (_ bv4 16)))))
(let ((?x573 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x522 (_ bv128 16))))) (bvmul (_ bv256 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x527 (_ bv512 16))))) (concat (_ bv0 31) ((_ extract 30 0) ?x536) (_ bv0 1)))))
(let ((?x555 (concat ?x573 (_ bv0 1))))
(let (($x548 (or (not (= ((_ extract 31 3) ((_ zero_extend 16) (bvudiv ?x522 (_ bv128 16)))) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x522 (_ bv128 16))))))))
(let (($x303 (= param!power (_ bv1 32))))
(let (($x596 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x599 (and $x596 $x596 (bvult ((_ zero_extend 16) (bvudiv ?x527 (_ bv512 16))) (_ bv3 32)) $x596 (bvult ((_ zero_extend 16) (bvudiv ?x522 (_ bv128 16))) (_ bv8 32)) (bvult ?x536 (_ bv32 32)) (and $x303 (not $x548)) (bvule ?x555 ?x516) (bvule (bvadd ?x516 (_ bv2 64)) (bvadd ?x555 (_ bv4 64))))))
(not $x599))))))))))))
(check-sat)
