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
 (bvule base!block_tables (_ bv18446744073709549567 64)))
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
 (bvule base!ml (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3164 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3164) (bvule ?x3164 (_ bv8192 32)))))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3139 ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64)))))
 (let ((?x3134 (bvurem ?x3139 (_ bv1536 16))))
 (let ((?x3143 ((_ zero_extend 16) (bvudiv (bvurem ?x3134 (_ bv512 16)) (_ bv8 16)))))
 (let ((?x3169 (concat ((_ extract 24 0) ?x3143) (_ bv0 7))))
 (let ((?x3170 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3134 (_ bv512 16))))) ?x3169))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3190 (mem!block_tables!32 (bvadd (concat (bvadd ?x3191 (concat (_ bv0 34) ?x3170)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3190) (bvule ?x3190 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3139 ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64)))))
 (let ((?x3134 (bvurem ?x3139 (_ bv1536 16))))
 (let ((?x3138 ((_ zero_extend 16) (bvudiv ?x3134 (_ bv512 16)))))
 (let ((?x3169 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3134 (_ bv512 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3206 (bvadd ?x3191 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3169 (concat (_ bv0 1) ((_ extract 31 3) ?x3138) (_ bv0 2))))))))
 (let ((?x3209 (mem!block_tables!32 (bvadd (concat ?x3206 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3209) (bvule ?x3209 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3160 ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64)))))
 (let ((?x3149 (bvurem ?x3160 (_ bv1536 16))))
 (let ((?x3154 ((_ zero_extend 16) (bvudiv (bvurem ?x3149 (_ bv512 16)) (_ bv8 16)))))
 (let ((?x3221 (concat ((_ extract 24 0) ?x3154) (_ bv0 7))))
 (let ((?x3244 ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ((_ zero_extend 16) (bvudiv ?x3149 (_ bv512 16))))) ?x3221))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3229 (mem!block_tables!32 (bvadd (concat (bvadd ?x3191 (concat (_ bv0 34) ?x3244)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3229) (bvule ?x3229 (_ bv16383 32)))))))))))))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3160 ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64)))))
 (let ((?x3149 (bvurem ?x3160 (_ bv1536 16))))
 (let ((?x3148 ((_ zero_extend 16) (bvudiv ?x3149 (_ bv512 16)))))
 (let ((?x3221 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv (bvurem ?x3149 (_ bv512 16)) (_ bv8 16)))) (_ bv0 7))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3240 (bvadd ?x3191 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3221 (concat (_ bv0 1) ((_ extract 31 3) ?x3148) (_ bv0 2))))))))
 (let ((?x3263 (mem!block_tables!32 (bvadd (concat ?x3240 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3263) (bvule ?x3263 (_ bv16383 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x3201 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64))) (_ bv1536 16)))))))
 (let ((?x3162 (bvmul (_ bv576 61) (concat (_ bv0 29) (_ bv0 32)))))
 (let ((?x3138 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64))) (_ bv1536 16)) (_ bv512 16)))))
 (let ((?x3143 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64))) (_ bv1536 16)) (_ bv512 16)) (_ bv8 16)))))
 (let ((?x3198 (bvadd (concat (_ bv0 29) ?x3143) (bvmul (_ bv64 61) (concat (_ bv0 29) ?x3138)) ?x3162 (bvmul (_ bv64 61) ?x3201))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x3176 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3178 (and $x3176 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3123 (_ bv0 64))) (_ bv1536 16))) (_ bv3 32)) (bvult ?x3143 (_ bv64 32)) $x3176 $x3176 (bvult ?x3138 (_ bv256 32)) (and $x281 (= ((_ extract 31 2) ?x3138) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3138) (_ bv2 2))) (= (concat ?x3198 (_ bv0 3)) ?x3123))))
 (not $x3178))))))))))))
(assert
 (let ((?x3121 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4608 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x3123 (bvadd ?x3121 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x3193 (concat (_ bv0 29) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64))) (_ bv1536 16)))))))
(let ((?x3162 (bvmul (_ bv576 61) (concat (_ bv0 29) (_ bv0 32)))))
(let ((?x3148 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64))) (_ bv1536 16)) (_ bv512 16)))))
(let ((?x3154 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64))) (_ bv1536 16)) (_ bv512 16)) (_ bv8 16)))))
(let ((?x3230 (bvadd (concat (_ bv0 29) ?x3154) (bvmul (_ bv64 61) (concat (_ bv0 29) ?x3148)) ?x3162 (bvmul (_ bv64 61) ?x3193))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x3176 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3219 (and $x3176 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3123 (_ bv4 64))) (_ bv1536 16))) (_ bv3 32)) (bvult ?x3154 (_ bv64 32)) $x3176 $x3176 (bvult ?x3148 (_ bv256 32)) (and $x281 (= ((_ extract 31 2) ?x3148) (_ bv0 30)) (bvule ((_ extract 1 0) ?x3148) (_ bv2 2))) (= (concat ?x3230 (_ bv4 3)) ?x3123))))
(not $x3219))))))))))))
(check-sat)
