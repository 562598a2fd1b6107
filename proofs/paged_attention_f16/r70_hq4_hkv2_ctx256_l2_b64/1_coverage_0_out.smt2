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
 (let ((?x6390 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6396 ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64)))))
 (let ((?x6399 ((_ zero_extend 15) (bvudiv ?x6396 (_ bv512 17)))))
 (let ((?x6414 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x6399)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6414) (bvule ?x6414 (_ bv256 32))))))))
(assert
 (let ((?x6390 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6396 ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6396 (_ bv512 17))))
 (let ((?x6404 (bvurem ?x6401 (_ bv256 17))))
 (let ((?x6413 ((_ zero_extend 15) (bvudiv (bvurem ?x6404 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6461 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6396 (_ bv512 17)))))))
 (let ((?x6435 (concat (bvadd ?x6461 (concat (_ bv0 34) ((_ extract 31 4) ?x6413))) (_ bv0 2))))
 (let ((?x6416 (mem!block_tables!32 (bvadd ?x6435 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6416) (bvule ?x6416 (_ bv63 32))))))))))))
(assert
 (let ((?x6390 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6396 ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6396 (_ bv512 17))))
 (let ((?x6404 (bvurem ?x6401 (_ bv256 17))))
 (let ((?x6413 ((_ zero_extend 15) (bvudiv (bvurem ?x6404 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6461 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6396 (_ bv512 17)))))))
 (let ((?x6483 (bvadd (concat (bvadd ?x6461 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x6413)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6403 (mem!block_tables!32 ?x6483)))
 (and (bvule (_ bv0 32) ?x6403) (bvule ?x6403 (_ bv63 32))))))))))))
(assert
 (let ((?x6390 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6396 ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6396 (_ bv512 17))))
 (let ((?x6404 (bvurem ?x6401 (_ bv256 17))))
 (let ((?x6413 ((_ zero_extend 15) (bvudiv (bvurem ?x6404 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6461 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6396 (_ bv512 17)))))))
 (let ((?x6435 (concat (bvadd ?x6461 (concat (_ bv0 34) ((_ extract 31 4) ?x6413))) (_ bv0 2))))
 (let ((?x6494 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x6435) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6494) (bvule ?x6494 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x6390 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x6398 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x6409 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x6418 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x6480 (concat (bvadd ?x6418 (concat (_ bv0 25) (bvadd ?x6409 (bvmul (_ bv2 32) ?x6398)))) (_ bv0 6))))
(let ((?x6412 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x6413 ((_ zero_extend 15) ?x6412)))
(let (($x6478 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6496 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x6390 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x6398 (_ bv2 32)) (bvult ?x6409 (_ bv2 32)) $x6478 $x6478 (bvult ?x6413 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x6413) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x6413) ?x6480) (_ bv0 1)) ?x6390))))
(not $x6496)))))))))))
(check-sat)
