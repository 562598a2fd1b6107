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
(declare-fun |v1565@A#0.0| () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709515775 64)))
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
 (bvule base!block_tables (_ bv18446744073709547135 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x9050 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9056 ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64)))))
 (let ((?x9060 ((_ zero_extend 15) (bvudiv ?x9056 (_ bv512 17)))))
 (let ((?x9115 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x9060)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9115) (bvule ?x9115 (_ bv256 32))))))))
(assert
 (let ((?x9050 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9056 ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64)))))
 (let ((?x9059 (bvurem ?x9056 (_ bv512 17))))
 (let ((?x9063 (bvurem ?x9059 (_ bv256 17))))
 (let ((?x9073 ((_ zero_extend 15) (bvudiv (bvurem ?x9063 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x9087 ((_ extract 31 4) ?x9073)))
 (let ((?x9129 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x9056 (_ bv512 17)))))))
 (let ((?x9128 (mem!block_tables!32 (bvadd (concat (bvadd ?x9129 (concat (_ bv0 34) ?x9087)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9128) (bvule ?x9128 (_ bv63 32))))))))))))
(assert
 (let ((?x9050 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9056 ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64)))))
 (let ((?x9059 (bvurem ?x9056 (_ bv512 17))))
 (let ((?x9063 (bvurem ?x9059 (_ bv256 17))))
 (let ((?x9073 ((_ zero_extend 15) (bvudiv (bvurem ?x9063 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x9129 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x9056 (_ bv512 17)))))))
 (let ((?x9064 (bvadd (concat (bvadd ?x9129 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x9073)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x9142 (mem!block_tables!32 ?x9064)))
 (and (bvule (_ bv0 32) ?x9142) (bvule ?x9142 (_ bv63 32))))))))))))
(assert
 (let ((?x9050 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9056 ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64)))))
 (let ((?x9059 (bvurem ?x9056 (_ bv512 17))))
 (let ((?x9063 (bvurem ?x9059 (_ bv256 17))))
 (let ((?x9073 ((_ zero_extend 15) (bvudiv (bvurem ?x9063 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x9087 ((_ extract 31 4) ?x9073)))
 (let ((?x9105 (bvmul (_ bv8 32) ((_ extract 31 0) |v1565@A#0.0|))))
 (let ((?x9129 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x9056 (_ bv512 17)))))))
 (let ((?x9090 (concat (bvadd ?x9129 (concat (_ bv0 30) (bvadd ?x9105 (concat (_ bv0 4) ?x9087)))) (_ bv0 2))))
 (let ((?x9147 (mem!block_tables!32 (bvadd ?x9090 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9147) (bvule ?x9147 (_ bv63 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x9050 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x9061 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x9067 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x9141 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x9093 (concat (bvadd ?x9141 (concat (_ bv0 25) (bvadd ?x9067 (bvmul (_ bv2 32) ?x9061)))) (_ bv0 6))))
(let ((?x9072 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x9073 ((_ zero_extend 15) ?x9072)))
(let (($x9146 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9158 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x9050 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x9061 (_ bv2 32)) (bvult ?x9067 (_ bv2 32)) $x9146 $x9146 (bvult ?x9073 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x9073) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x9073) ?x9093) (_ bv0 1)) ?x9050))))
(not $x9158)))))))))))
(check-sat)
