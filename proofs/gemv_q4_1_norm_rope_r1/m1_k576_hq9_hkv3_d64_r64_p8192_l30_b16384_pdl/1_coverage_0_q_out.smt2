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
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x2152 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2152) (bvule ?x2152 (_ bv8191 32)))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x2075 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x2097 ((_ extract 15 0) (bvsub ?x2075 (_ bv0 64)))))
(let ((?x2087 ((_ zero_extend 16) (bvudiv ?x2097 (_ bv16 16)))))
(let ((?x2107 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2097 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2141 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2107)) (concat ((_ extract 28 0) ?x2087) (_ bv0 2)))))
(let ((?x2142 ((_ extract 30 5) ?x2141)))
(let ((?x2095 (concat (_ bv0 31) ((_ extract 31 1) (bvadd (concat ?x2141 (_ bv0 1)) (bvmul (_ bv4294967232 32) (concat (_ bv0 6) ?x2142)))) (_ bv0 1))))
(let ((?x2139 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (bvmul (_ bv64 63) (concat (_ bv0 37) ?x2142)) ?x2095)))
(let ((?x2109 (concat ?x2139 (_ bv0 1))))
(let (($x2120 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x2107) (_ bv0 5))))))
(let (($x2113 (bvule (_ bv960 10) (concat (bvadd ((_ extract 13 5) ?x2107) (concat ((_ extract 6 0) ?x2087) (_ bv0 2))) (_ bv0 1)))))
(let (($x2093 (not (= ((_ extract 30 9) ?x2141) (_ bv0 22)))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x2081 (and $x340 (not (or $x2093 $x2113)) (not $x2120) (not (or $x2093 (bvule (_ bv9 4) ((_ extract 8 5) ?x2141)))))))
(let (($x2131 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2133 (and $x2131 $x2131 (bvult ?x2087 (_ bv120 32)) $x2131 $x2131 (bvult ?x2107 (_ bv128 32)) $x2081 (bvule ?x2109 ?x2075) (bvule (bvadd ?x2075 (_ bv2 64)) (bvadd ?x2109 (_ bv4 64))))))
(not $x2133))))))))))))))))))
(check-sat)
