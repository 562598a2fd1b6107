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
 (let ((?x8313 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8298 ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64)))))
 (let ((?x8304 ((_ zero_extend 16) (bvudiv ?x8298 (_ bv512 16)))))
 (let ((?x10122 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x8304)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10122) (bvule ?x10122 (_ bv256 32))))))))
(assert
 (let ((?x8313 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8298 ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64)))))
 (let ((?x10160 (bvurem ?x8298 (_ bv512 16))))
 (let ((?x10156 (bvurem ?x10160 (_ bv256 16))))
 (let ((?x10150 ((_ zero_extend 16) (bvudiv (bvurem ?x10156 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x8263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x8298 (_ bv512 16)))))))
 (let ((?x10084 (concat (bvadd ?x8263 (concat (_ bv0 34) ((_ extract 31 4) ?x10150))) (_ bv0 2))))
 (let ((?x10128 (mem!block_tables!32 (bvadd ?x10084 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10128) (bvule ?x10128 (_ bv63 32))))))))))))
(assert
 (let ((?x8313 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8298 ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64)))))
 (let ((?x10160 (bvurem ?x8298 (_ bv512 16))))
 (let ((?x10156 (bvurem ?x10160 (_ bv256 16))))
 (let ((?x10150 ((_ zero_extend 16) (bvudiv (bvurem ?x10156 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x8263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x8298 (_ bv512 16)))))))
 (let ((?x8229 (bvadd (concat (bvadd ?x8263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x10150)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x10142 (mem!block_tables!32 ?x8229)))
 (and (bvule (_ bv0 32) ?x10142) (bvule ?x10142 (_ bv63 32))))))))))))
(assert
 (let ((?x8313 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8298 ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64)))))
 (let ((?x10160 (bvurem ?x8298 (_ bv512 16))))
 (let ((?x10156 (bvurem ?x10160 (_ bv256 16))))
 (let ((?x10150 ((_ zero_extend 16) (bvudiv (bvurem ?x10156 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x8263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x8298 (_ bv512 16)))))))
 (let ((?x10084 (concat (bvadd ?x8263 (concat (_ bv0 34) ((_ extract 31 4) ?x10150))) (_ bv0 2))))
 (let ((?x8274 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x10084) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8274) (bvule ?x8274 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x8313 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x8300 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x8285 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x10062 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x10126 (concat (bvadd ?x10062 (concat (_ bv0 25) (bvadd ?x8285 (bvmul (_ bv2 32) ?x8300)))) (_ bv0 6))))
(let ((?x8281 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x10150 ((_ zero_extend 16) ?x8281)))
(let (($x8236 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10092 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8313 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x8300 (_ bv2 32)) (bvult ?x8285 (_ bv2 32)) $x8236 $x8236 (bvult ?x10150 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x10150) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x10150) ?x10126) (_ bv0 1)) ?x8313))))
(not $x10092)))))))))))
(check-sat)
