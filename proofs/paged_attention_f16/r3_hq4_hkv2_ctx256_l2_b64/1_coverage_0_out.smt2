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
(declare-fun |v1556@A#0.0| () (_ BitVec 64))
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
 (let ((?x9029 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9037 ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64)))))
 (let ((?x9038 ((_ zero_extend 16) (bvudiv ?x9037 (_ bv512 16)))))
 (let ((?x9077 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x9038)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9077) (bvule ?x9077 (_ bv256 32))))))))
(assert
 (let ((?x9029 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9037 ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64)))))
 (let ((?x9042 (bvurem ?x9037 (_ bv512 16))))
 (let ((?x9035 (bvurem ?x9042 (_ bv256 16))))
 (let ((?x9051 ((_ zero_extend 16) (bvudiv (bvurem ?x9035 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9060 ((_ extract 31 4) ?x9051)))
 (let ((?x9087 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9037 (_ bv512 16)))))))
 (let ((?x9110 (mem!block_tables!32 (bvadd (concat (bvadd ?x9087 (concat (_ bv0 34) ?x9060)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9110) (bvule ?x9110 (_ bv63 32))))))))))))
(assert
 (let ((?x9029 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9037 ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64)))))
 (let ((?x9042 (bvurem ?x9037 (_ bv512 16))))
 (let ((?x9035 (bvurem ?x9042 (_ bv256 16))))
 (let ((?x9051 ((_ zero_extend 16) (bvudiv (bvurem ?x9035 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9087 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9037 (_ bv512 16)))))))
 (let ((?x9061 (bvadd (concat (bvadd ?x9087 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x9051)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x9070 (mem!block_tables!32 ?x9061)))
 (and (bvule (_ bv0 32) ?x9070) (bvule ?x9070 (_ bv63 32))))))))))))
(assert
 (let ((?x9029 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x9037 ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64)))))
 (let ((?x9042 (bvurem ?x9037 (_ bv512 16))))
 (let ((?x9035 (bvurem ?x9042 (_ bv256 16))))
 (let ((?x9051 ((_ zero_extend 16) (bvudiv (bvurem ?x9035 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9060 ((_ extract 31 4) ?x9051)))
 (let ((?x9057 (bvmul (_ bv8 32) ((_ extract 31 0) |v1556@A#0.0|))))
 (let ((?x9087 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x9037 (_ bv512 16)))))))
 (let ((?x9129 (concat (bvadd ?x9087 (concat (_ bv0 30) (bvadd ?x9057 (concat (_ bv0 4) ?x9060)))) (_ bv0 2))))
 (let ((?x9071 (mem!block_tables!32 (bvadd ?x9129 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9071) (bvule ?x9071 (_ bv63 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x9029 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x9036 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x9045 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x9083 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x9052 (concat (bvadd ?x9083 (concat (_ bv0 25) (bvadd ?x9045 (bvmul (_ bv2 32) ?x9036)))) (_ bv0 6))))
(let ((?x9050 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x9051 ((_ zero_extend 16) ?x9050)))
(let (($x9096 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9059 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9029 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x9036 (_ bv2 32)) (bvult ?x9045 (_ bv2 32)) $x9096 $x9096 (bvult ?x9051 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x9051) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x9051) ?x9052) (_ bv0 1)) ?x9029))))
(not $x9059)))))))))))
(check-sat)
