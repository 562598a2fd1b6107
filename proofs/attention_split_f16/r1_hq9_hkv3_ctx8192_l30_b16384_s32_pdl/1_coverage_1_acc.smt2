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
(declare-fun elem1_3 () (_ BitVec 64))
(declare-fun elem1_2 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
(declare-fun elem1_0 () (_ BitVec 64))
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
 (let ((?x8056 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8056) (bvule ?x8056 (_ bv8192 32)))))
(assert
 (let ((?x8145 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x8144 (bvadd ?x8145 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x8142 ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64)))))
 (let ((?x8055 (bvurem ?x8142 (_ bv8192 18))))
 (let ((?x8147 ((_ zero_extend 14) (bvudiv ?x8055 (_ bv256 18)))))
 (let ((?x8113 (concat ((_ extract 24 0) ?x8147) (_ bv0 7))))
 (let ((?x8131 ((_ zero_extend 14) (bvudiv (bvurem ?x8055 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8155 (bvadd (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x8131 ?x8113)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8128 (mem!block_tables!32 ?x8155)))
 (and (bvule (_ bv0 32) ?x8128) (bvule ?x8128 (_ bv16383 32))))))))))))))
(assert
 (let ((?x8145 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x8144 (bvadd ?x8145 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x8142 ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64)))))
 (let ((?x8055 (bvurem ?x8142 (_ bv8192 18))))
 (let ((?x8147 ((_ zero_extend 14) (bvudiv ?x8055 (_ bv256 18)))))
 (let ((?x8113 (concat ((_ extract 24 0) ?x8147) (_ bv0 7))))
 (let ((?x8131 ((_ zero_extend 14) (bvudiv (bvurem ?x8055 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8175 (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) ?x8131 ?x8113)))) (_ bv0 2))))
 (let ((?x8172 (mem!block_tables!32 (bvadd ?x8175 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8172) (bvule ?x8172 (_ bv16383 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv32 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x8145 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x8144 (bvadd ?x8145 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x8149 (bvmul (_ bv32 56) (concat (_ bv0 24) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64))) (_ bv8192 18)))))))
(let ((?x8147 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64))) (_ bv8192 18)) (_ bv256 18)))))
(let ((?x8095 (concat (bvadd (concat (_ bv0 24) ?x8147) ?x8149 (bvmul (_ bv288 56) (concat (_ bv0 24) (_ bv0 32)))) (_ bv0 6))))
(let ((?x8131 ((_ zero_extend 14) (bvudiv (bvurem (bvurem ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64))) (_ bv8192 18)) (_ bv256 18)) (_ bv4 18)))))
(let (($x8077 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8108 (and $x8077 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x8144 (_ bv0 64))) (_ bv8192 18))) (_ bv9 32)) (bvult ?x8147 (_ bv32 32)) $x8077 $x8077 (bvult ?x8131 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x8131) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 30) ?x8131) ?x8095) (_ bv0 2)) ?x8144))))
(not $x8108))))))))))
(check-sat)
