; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun |v2076@A#0.0| () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709551423 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x11187 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11195 ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64)))))
 (let ((?x11196 ((_ zero_extend 16) (bvudiv ?x11195 (_ bv512 16)))))
 (let ((?x11235 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x11196)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11235) (bvule ?x11235 (_ bv256 32))))))))
(assert
 (let ((?x11187 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11195 ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64)))))
 (let ((?x11200 (bvurem ?x11195 (_ bv512 16))))
 (let ((?x11193 (bvurem ?x11200 (_ bv256 16))))
 (let ((?x11209 ((_ zero_extend 16) (bvudiv (bvurem ?x11193 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x11218 ((_ extract 31 4) ?x11209)))
 (let ((?x11245 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x11195 (_ bv512 16)))))))
 (let ((?x11268 (mem!block_tables!32 (bvadd (concat (bvadd ?x11245 (concat (_ bv0 34) ?x11218)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11268) (bvule ?x11268 (_ bv63 32))))))))))))
(assert
 (let ((?x11187 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11195 ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64)))))
 (let ((?x11200 (bvurem ?x11195 (_ bv512 16))))
 (let ((?x11193 (bvurem ?x11200 (_ bv256 16))))
 (let ((?x11209 ((_ zero_extend 16) (bvudiv (bvurem ?x11193 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x11245 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x11195 (_ bv512 16)))))))
 (let ((?x11219 (bvadd (concat (bvadd ?x11245 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x11209)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x11228 (mem!block_tables!32 ?x11219)))
 (and (bvule (_ bv0 32) ?x11228) (bvule ?x11228 (_ bv63 32))))))))))))
(assert
 (let ((?x11187 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11195 ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64)))))
 (let ((?x11200 (bvurem ?x11195 (_ bv512 16))))
 (let ((?x11193 (bvurem ?x11200 (_ bv256 16))))
 (let ((?x11209 ((_ zero_extend 16) (bvudiv (bvurem ?x11193 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x11218 ((_ extract 31 4) ?x11209)))
 (let ((?x11215 (bvmul (_ bv8 32) ((_ extract 31 0) |v2076@A#0.0|))))
 (let ((?x11245 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x11195 (_ bv512 16)))))))
 (let ((?x11287 (concat (bvadd ?x11245 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x11215 (concat (_ bv0 4) ?x11218)))) (_ bv0 2))))
 (let ((?x11229 (mem!block_tables!32 (bvadd ?x11287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11229) (bvule ?x11229 (_ bv63 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x11187 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x11194 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x11202 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x11241 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x11210 (concat (bvadd ?x11241 (concat (_ bv0 25) (bvadd ?x11202 (bvmul (_ bv2 32) ?x11194)))) (_ bv0 6))))
(let ((?x11208 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x11209 ((_ zero_extend 16) ?x11208)))
(let (($x11254 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11217 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11187 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x11194 (_ bv2 32)) (bvult ?x11202 (_ bv2 32)) $x11254 $x11254 (bvult ?x11209 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x11209) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x11209) ?x11210) (_ bv0 1)) ?x11187))))
(not $x11217)))))))))))
(check-sat)
