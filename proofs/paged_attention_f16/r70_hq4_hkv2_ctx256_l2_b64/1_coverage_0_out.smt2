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
 (let ((?x6391 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6397 ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64)))))
 (let ((?x6400 ((_ zero_extend 15) (bvudiv ?x6397 (_ bv512 17)))))
 (let ((?x6415 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x6400)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6415) (bvule ?x6415 (_ bv256 32))))))))
(assert
 (let ((?x6391 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6397 ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64)))))
 (let ((?x6402 (bvurem ?x6397 (_ bv512 17))))
 (let ((?x6405 (bvurem ?x6402 (_ bv256 17))))
 (let ((?x6414 ((_ zero_extend 15) (bvudiv (bvurem ?x6405 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6462 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6397 (_ bv512 17)))))))
 (let ((?x6436 (concat (bvadd ?x6462 (concat (_ bv0 34) ((_ extract 31 4) ?x6414))) (_ bv0 2))))
 (let ((?x6417 (mem!block_tables!32 (bvadd ?x6436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6417) (bvule ?x6417 (_ bv63 32))))))))))))
(assert
 (let ((?x6391 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6397 ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64)))))
 (let ((?x6402 (bvurem ?x6397 (_ bv512 17))))
 (let ((?x6405 (bvurem ?x6402 (_ bv256 17))))
 (let ((?x6414 ((_ zero_extend 15) (bvudiv (bvurem ?x6405 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6462 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6397 (_ bv512 17)))))))
 (let ((?x6484 (bvadd (concat (bvadd ?x6462 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x6414)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6404 (mem!block_tables!32 ?x6484)))
 (and (bvule (_ bv0 32) ?x6404) (bvule ?x6404 (_ bv63 32))))))))))))
(assert
 (let ((?x6391 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6397 ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64)))))
 (let ((?x6402 (bvurem ?x6397 (_ bv512 17))))
 (let ((?x6405 (bvurem ?x6402 (_ bv256 17))))
 (let ((?x6414 ((_ zero_extend 15) (bvudiv (bvurem ?x6405 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x6462 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x6397 (_ bv512 17)))))))
 (let ((?x6436 (concat (bvadd ?x6462 (concat (_ bv0 34) ((_ extract 31 4) ?x6414))) (_ bv0 2))))
 (let ((?x6495 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x6436) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6495) (bvule ?x6495 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x6391 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x6399 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x6410 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x6419 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x6481 (concat (bvadd ?x6419 (concat (_ bv0 25) (bvadd ?x6410 (bvmul (_ bv2 32) ?x6399)))) (_ bv0 6))))
(let ((?x6413 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x6414 ((_ zero_extend 15) ?x6413)))
(let (($x6479 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6497 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x6391 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x6399 (_ bv2 32)) (bvult ?x6410 (_ bv2 32)) $x6479 $x6479 (bvult ?x6414 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x6414) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x6414) ?x6481) (_ bv0 1)) ?x6391))))
(not $x6497)))))))))))
(check-sat)
