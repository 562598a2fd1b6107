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
 (bvule base!block_tables (_ bv18446744073709551359 64)))
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
 (bvule base!ml (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3157 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3157) (bvule ?x3157 (_ bv1024 32)))))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3137 ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64)))))
 (let ((?x3138 (bvurem ?x3137 (_ bv192 16))))
 (let ((?x3146 ((_ zero_extend 16) (bvudiv (bvurem ?x3138 (_ bv64 16)) (_ bv8 16)))))
 (let ((?x3143 (concat ((_ extract 24 0) ?x3146) (_ bv0 7))))
 (let ((?x3183 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3138 (_ bv64 16))))) ?x3143))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3201 (mem!block_tables!32 (bvadd (concat (bvadd ?x3194 (concat (_ bv0 34) ?x3183)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3201) (bvule ?x3201 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3137 ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64)))))
 (let ((?x3138 (bvurem ?x3137 (_ bv192 16))))
 (let ((?x3133 ((_ zero_extend 16) (bvudiv ?x3138 (_ bv64 16)))))
 (let ((?x3143 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3138 (_ bv64 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3207 (bvadd ?x3194 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3143 (concat (_ bv0 1) ((_ extract 31 3) ?x3133) (_ bv0 2))))))))
 (let ((?x3210 (mem!block_tables!32 (bvadd (concat ?x3207 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3210) (bvule ?x3210 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3160 ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64)))))
 (let ((?x3141 (bvurem ?x3160 (_ bv192 16))))
 (let ((?x3149 ((_ zero_extend 16) (bvudiv (bvurem ?x3141 (_ bv64 16)) (_ bv8 16)))))
 (let ((?x3235 (concat ((_ extract 24 0) ?x3149) (_ bv0 7))))
 (let ((?x3237 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3141 (_ bv64 16))))) ?x3235))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3239 (mem!block_tables!32 (bvadd (concat (bvadd ?x3194 (concat (_ bv0 34) ?x3237)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3239) (bvule ?x3239 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3160 ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64)))))
 (let ((?x3141 (bvurem ?x3160 (_ bv192 16))))
 (let ((?x3152 ((_ zero_extend 16) (bvudiv ?x3141 (_ bv64 16)))))
 (let ((?x3235 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3141 (_ bv64 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3248 (bvadd ?x3194 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3235 (concat (_ bv0 1) ((_ extract 31 3) ?x3152) (_ bv0 2))))))))
 (let ((?x3261 (mem!block_tables!32 (bvadd (concat ?x3248 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3261) (bvule ?x3261 (_ bv16383 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv8 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3187 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64))) (_ bv192 16)))))))
 (let ((?x3199 (bvmul (_ bv72 61) (concat (_ bv0 29) (_ bv0 32)))))
 (let ((?x3133 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64))) (_ bv192 16)) (_ bv64 16)))))
 (let ((?x3146 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64))) (_ bv192 16)) (_ bv64 16)) (_ bv8 16)))))
 (let ((?x3193 (bvadd (concat (_ bv0 29) ?x3146) (bvmul (_ bv8 61) (concat (_ bv0 29) ?x3133)) ?x3199 (bvmul (_ bv8 61) ?x3187))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x3169 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3181 (and $x3169 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3124 (_ bv0 64))) (_ bv192 16))) (_ bv3 32)) (bvult ?x3146 (_ bv8 32)) $x3169 $x3169 (bvult ?x3133 (_ bv256 32)) (and $x281 (= ((_ extract 31 2) ?x3133) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3133) (_ bv2 2))) (= (concat ?x3193 (_ bv0 3)) ?x3124))))
 (not $x3181))))))))))))
(assert
 (let ((?x3122 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv576 64))) (bvmul elem0_1 (_ bv64 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x3124 (bvadd ?x3122 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x3167 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64))) (_ bv192 16)))))))
(let ((?x3199 (bvmul (_ bv72 61) (concat (_ bv0 29) (_ bv0 32)))))
(let ((?x3152 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64))) (_ bv192 16)) (_ bv64 16)))))
(let ((?x3149 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64))) (_ bv192 16)) (_ bv64 16)) (_ bv8 16)))))
(let ((?x3226 (bvadd (concat (_ bv0 29) ?x3149) (bvmul (_ bv8 61) (concat (_ bv0 29) ?x3152)) ?x3199 (bvmul (_ bv8 61) ?x3167))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x3169 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3227 (and $x3169 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3124 (_ bv4 64))) (_ bv192 16))) (_ bv3 32)) (bvult ?x3149 (_ bv8 32)) $x3169 $x3169 (bvult ?x3152 (_ bv256 32)) (and $x281 (= ((_ extract 31 2) ?x3152) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3152) (_ bv2 2))) (= (concat ?x3226 (_ bv4 3)) ?x3124))))
(not $x3227))))))))))))
(check-sat)
