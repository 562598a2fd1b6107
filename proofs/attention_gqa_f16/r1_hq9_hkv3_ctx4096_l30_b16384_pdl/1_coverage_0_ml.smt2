; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_3 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3198 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3198) (bvule ?x3198 (_ bv4096 32)))))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3139 ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64)))))
 (let ((?x3137 (bvurem ?x3139 (_ bv768 16))))
 (let ((?x3145 ((_ zero_extend 16) (bvudiv (bvurem ?x3137 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x3183 (concat ((_ extract 24 0) ?x3145) (_ bv0 7))))
 (let ((?x3193 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3137 (_ bv256 16))))) ?x3183))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3179 (mem!block_tables!32 (bvadd (concat (bvadd ?x3173 (concat (_ bv0 34) ?x3193)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3179) (bvule ?x3179 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3139 ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64)))))
 (let ((?x3137 (bvurem ?x3139 (_ bv768 16))))
 (let ((?x3142 ((_ zero_extend 16) (bvudiv ?x3137 (_ bv256 16)))))
 (let ((?x3183 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3137 (_ bv256 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3208 (bvadd ?x3173 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3183 (concat (_ bv0 1) ((_ extract 31 3) ?x3142) (_ bv0 2))))))))
 (let ((?x3211 (mem!block_tables!32 (bvadd (concat ?x3208 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3211) (bvule ?x3211 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3162 ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64)))))
 (let ((?x3151 (bvurem ?x3162 (_ bv768 16))))
 (let ((?x3156 ((_ zero_extend 16) (bvudiv (bvurem ?x3151 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x3235 (concat ((_ extract 24 0) ?x3156) (_ bv0 7))))
 (let ((?x3240 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3151 (_ bv256 16))))) ?x3235))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3234 (mem!block_tables!32 (bvadd (concat (bvadd ?x3173 (concat (_ bv0 34) ?x3240)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3234) (bvule ?x3234 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3162 ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64)))))
 (let ((?x3151 (bvurem ?x3162 (_ bv768 16))))
 (let ((?x3152 ((_ zero_extend 16) (bvudiv ?x3151 (_ bv256 16)))))
 (let ((?x3235 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3151 (_ bv256 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3268 (bvadd ?x3173 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3235 (concat (_ bv0 1) ((_ extract 31 3) ?x3152) (_ bv0 2))))))))
 (let ((?x3223 (mem!block_tables!32 (bvadd (concat ?x3268 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3223) (bvule ?x3223 (_ bv16383 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv32 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3161 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64))) (_ bv768 16)))))))
 (let ((?x3168 (bvmul (_ bv288 61) (concat (_ bv0 29) (_ bv0 32)))))
 (let ((?x3142 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64))) (_ bv768 16)) (_ bv256 16)))))
 (let ((?x3145 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64))) (_ bv768 16)) (_ bv256 16)) (_ bv8 16)))))
 (let ((?x3175 (bvadd (concat (_ bv0 29) ?x3145) (bvmul (_ bv32 61) (concat (_ bv0 29) ?x3142)) ?x3168 (bvmul (_ bv32 61) ?x3161))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x3172 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3169 (and $x3172 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3125 (_ bv0 64))) (_ bv768 16))) (_ bv3 32)) (bvult ?x3145 (_ bv32 32)) $x3172 $x3172 (bvult ?x3142 (_ bv256 32)) (and $x280 (= ((_ extract 31 2) ?x3142) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3142) (_ bv2 2))) (= (concat ?x3175 (_ bv0 3)) ?x3125))))
 (not $x3169))))))))))))
(assert
 (let ((?x3123 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x3125 (bvadd ?x3123 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x3202 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64))) (_ bv768 16)))))))
(let ((?x3168 (bvmul (_ bv288 61) (concat (_ bv0 29) (_ bv0 32)))))
(let ((?x3152 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64))) (_ bv768 16)) (_ bv256 16)))))
(let ((?x3156 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64))) (_ bv768 16)) (_ bv256 16)) (_ bv8 16)))))
(let ((?x3232 (bvadd (concat (_ bv0 29) ?x3156) (bvmul (_ bv32 61) (concat (_ bv0 29) ?x3152)) ?x3168 (bvmul (_ bv32 61) ?x3202))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x3172 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3248 (and $x3172 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3125 (_ bv4 64))) (_ bv768 16))) (_ bv3 32)) (bvult ?x3156 (_ bv32 32)) $x3172 $x3172 (bvult ?x3152 (_ bv256 32)) (and $x280 (= ((_ extract 31 2) ?x3152) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3152) (_ bv2 2))) (= (concat ?x3232 (_ bv4 3)) ?x3125))))
(not $x3248))))))))))))
(check-sat)
