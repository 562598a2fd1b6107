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
 (let ((?x6393 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6401 ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64)))))
 (let ((?x6399 ((_ zero_extend 16) (bvudiv ?x6401 (_ bv512 16)))))
 (let ((?x6453 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x6399)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6453) (bvule ?x6453 (_ bv256 32))))))))
(assert
 (let ((?x6393 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6401 ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64)))))
 (let ((?x6400 (bvurem ?x6401 (_ bv512 16))))
 (let ((?x6406 (bvurem ?x6400 (_ bv256 16))))
 (let ((?x6415 ((_ zero_extend 16) (bvudiv (bvurem ?x6406 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6433 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6401 (_ bv512 16)))))))
 (let ((?x6484 (concat (bvadd ?x6433 (concat (_ bv0 34) ((_ extract 31 4) ?x6415))) (_ bv0 2))))
 (let ((?x6446 (mem!block_tables!32 (bvadd ?x6484 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6446) (bvule ?x6446 (_ bv63 32))))))))))))
(assert
 (let ((?x6393 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6401 ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64)))))
 (let ((?x6400 (bvurem ?x6401 (_ bv512 16))))
 (let ((?x6406 (bvurem ?x6400 (_ bv256 16))))
 (let ((?x6415 ((_ zero_extend 16) (bvudiv (bvurem ?x6406 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6433 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6401 (_ bv512 16)))))))
 (let ((?x6466 (bvadd (concat (bvadd ?x6433 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x6415)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6425 (mem!block_tables!32 ?x6466)))
 (and (bvule (_ bv0 32) ?x6425) (bvule ?x6425 (_ bv63 32))))))))))))
(assert
 (let ((?x6393 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6401 ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64)))))
 (let ((?x6400 (bvurem ?x6401 (_ bv512 16))))
 (let ((?x6406 (bvurem ?x6400 (_ bv256 16))))
 (let ((?x6415 ((_ zero_extend 16) (bvudiv (bvurem ?x6406 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6433 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6401 (_ bv512 16)))))))
 (let ((?x6484 (concat (bvadd ?x6433 (concat (_ bv0 34) ((_ extract 31 4) ?x6415))) (_ bv0 2))))
 (let ((?x6420 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x6484) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6420) (bvule ?x6420 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x6393 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x6398 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x6411 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x6495 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x6449 (concat (bvadd ?x6495 (concat (_ bv0 25) (bvadd ?x6411 (bvmul (_ bv2 32) ?x6398)))) (_ bv0 6))))
(let ((?x6414 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x6415 ((_ zero_extend 16) ?x6414)))
(let (($x6461 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6480 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6393 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x6398 (_ bv2 32)) (bvult ?x6411 (_ bv2 32)) $x6461 $x6461 (bvult ?x6415 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x6415) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x6415) ?x6449) (_ bv0 1)) ?x6393))))
(not $x6480)))))))))))
(check-sat)
