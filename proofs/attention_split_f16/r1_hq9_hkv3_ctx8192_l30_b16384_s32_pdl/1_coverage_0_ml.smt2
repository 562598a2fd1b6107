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
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x8010 ((_ extract 15 0) (bvsub ?x7998 (_ bv0 64)))))
 (let ((?x8020 ((_ zero_extend 16) (bvudiv (bvurem ?x8010 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x8025 (concat ((_ extract 24 0) ?x8020) (_ bv0 7))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8051 (bvadd (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv0 32) ?x8025)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8048 (mem!block_tables!32 ?x8051)))
 (and (bvule (_ bv0 32) ?x8048) (bvule ?x8048 (_ bv16383 32))))))))))))
(assert
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x8010 ((_ extract 15 0) (bvsub ?x7998 (_ bv0 64)))))
 (let ((?x8020 ((_ zero_extend 16) (bvudiv (bvurem ?x8010 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x8025 (concat ((_ extract 24 0) ?x8020) (_ bv0 7))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8024 (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) (_ bv0 32) ?x8025)))) (_ bv0 2))))
 (let ((?x8037 (mem!block_tables!32 (bvadd ?x8024 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8037) (bvule ?x8037 (_ bv16383 32))))))))))))
(assert
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x8027 ((_ extract 15 0) (bvsub ?x7998 (_ bv4 64)))))
 (let ((?x8012 ((_ zero_extend 16) (bvudiv (bvurem ?x8027 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x8098 (concat ((_ extract 24 0) ?x8012) (_ bv0 7))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8100 (bvadd (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv0 32) ?x8098)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8104 (mem!block_tables!32 ?x8100)))
 (and (bvule (_ bv0 32) ?x8104) (bvule ?x8104 (_ bv16383 32))))))))))))
(assert
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x8027 ((_ extract 15 0) (bvsub ?x7998 (_ bv4 64)))))
 (let ((?x8012 ((_ zero_extend 16) (bvudiv (bvurem ?x8027 (_ bv256 16)) (_ bv8 16)))))
 (let ((?x8098 (concat ((_ extract 24 0) ?x8012) (_ bv0 7))))
 (let ((?x8036 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8111 (concat (bvadd ?x8036 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) (_ bv0 32) ?x8098)))) (_ bv0 2))))
 (let ((?x8110 (mem!block_tables!32 (bvadd ?x8111 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8110) (bvule ?x8110 (_ bv16383 32))))))))))))
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
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x8068 (bvmul (_ bv288 61) (concat (_ bv0 29) (_ bv0 32)))))
 (let ((?x8069 (bvmul (_ bv32 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7998 (_ bv0 64))) (_ bv256 16)))))))
 (let ((?x8020 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7998 (_ bv0 64))) (_ bv256 16)) (_ bv8 16)))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x8085 (and $x280 (= (_ bv0 32) (_ bv0 32)))))
 (let (($x8086 (bvult (_ bv0 32) (_ bv128 32))))
 (let (($x8077 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x8035 (and $x8077 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7998 (_ bv0 64))) (_ bv256 16))) (_ bv9 32)) (bvult ?x8020 (_ bv32 32)) $x8077 $x8077 $x8086 $x8085 (= (concat (bvadd (concat (_ bv0 29) ?x8020) ?x8069 ?x8068) (_ bv0 3)) ?x7998))))
 (not $x8035))))))))))))
(assert
 (let ((?x7996 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2304 64))) (bvmul elem0_1 (_ bv256 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x7998 (bvadd ?x7996 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x8068 (bvmul (_ bv288 61) (concat (_ bv0 29) (_ bv0 32)))))
(let ((?x8061 (bvmul (_ bv32 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7998 (_ bv4 64))) (_ bv256 16)))))))
(let ((?x8012 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7998 (_ bv4 64))) (_ bv256 16)) (_ bv8 16)))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x8085 (and $x280 (= (_ bv0 32) (_ bv0 32)))))
(let (($x8086 (bvult (_ bv0 32) (_ bv128 32))))
(let (($x8077 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8140 (and $x8077 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7998 (_ bv4 64))) (_ bv256 16))) (_ bv9 32)) (bvult ?x8012 (_ bv32 32)) $x8077 $x8077 $x8086 $x8085 (= (concat (bvadd (concat (_ bv0 29) ?x8012) ?x8061 ?x8068) (_ bv4 3)) ?x7998))))
(not $x8140))))))))))))
(check-sat)
