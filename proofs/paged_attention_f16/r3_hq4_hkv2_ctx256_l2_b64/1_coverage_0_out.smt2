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
 (let ((?x9053 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9061 ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64)))))
 (let ((?x9062 ((_ zero_extend 16) (bvudiv ?x9061 (_ bv512 16)))))
 (let ((?x9101 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x9062)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9101) (bvule ?x9101 (_ bv256 32))))))))
(assert
 (let ((?x9053 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9061 ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64)))))
 (let ((?x9066 (bvurem ?x9061 (_ bv512 16))))
 (let ((?x9059 (bvurem ?x9066 (_ bv256 16))))
 (let ((?x9075 ((_ zero_extend 16) (bvudiv (bvurem ?x9059 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9084 ((_ extract 31 4) ?x9075)))
 (let ((?x9111 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9061 (_ bv512 16)))))))
 (let ((?x9134 (mem!block_tables!32 (bvadd (concat (bvadd ?x9111 (concat (_ bv0 34) ?x9084)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9134) (bvule ?x9134 (_ bv63 32))))))))))))
(assert
 (let ((?x9053 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9061 ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64)))))
 (let ((?x9066 (bvurem ?x9061 (_ bv512 16))))
 (let ((?x9059 (bvurem ?x9066 (_ bv256 16))))
 (let ((?x9075 ((_ zero_extend 16) (bvudiv (bvurem ?x9059 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9111 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9061 (_ bv512 16)))))))
 (let ((?x9085 (bvadd (concat (bvadd ?x9111 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x9075)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x9094 (mem!block_tables!32 ?x9085)))
 (and (bvule (_ bv0 32) ?x9094) (bvule ?x9094 (_ bv63 32))))))))))))
(assert
 (let ((?x9053 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9061 ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64)))))
 (let ((?x9066 (bvurem ?x9061 (_ bv512 16))))
 (let ((?x9059 (bvurem ?x9066 (_ bv256 16))))
 (let ((?x9075 ((_ zero_extend 16) (bvudiv (bvurem ?x9059 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9084 ((_ extract 31 4) ?x9075)))
 (let ((?x9081 (bvmul (_ bv8 32) ((_ extract 31 0) |v1565@A#0.0|))))
 (let ((?x9111 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9061 (_ bv512 16)))))))
 (let ((?x9153 (concat (bvadd ?x9111 (concat (_ bv0 30) (bvadd ?x9081 (concat (_ bv0 4) ?x9084)))) (_ bv0 2))))
 (let ((?x9095 (mem!block_tables!32 (bvadd ?x9153 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9095) (bvule ?x9095 (_ bv63 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x9053 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x9060 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x9069 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x9107 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x9076 (concat (bvadd ?x9107 (concat (_ bv0 25) (bvadd ?x9069 (bvmul (_ bv2 32) ?x9060)))) (_ bv0 6))))
(let ((?x9074 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x9075 ((_ zero_extend 16) ?x9074)))
(let (($x9120 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9083 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9053 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x9060 (_ bv2 32)) (bvult ?x9069 (_ bv2 32)) $x9120 $x9120 (bvult ?x9075 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x9075) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x9075) ?x9076) (_ bv0 1)) ?x9053))))
(not $x9083)))))))))))
(check-sat)
