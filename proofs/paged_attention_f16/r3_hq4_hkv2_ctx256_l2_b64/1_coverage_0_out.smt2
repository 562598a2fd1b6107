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
 (let ((?x6394 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6402 ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64)))))
 (let ((?x6400 ((_ zero_extend 16) (bvudiv ?x6402 (_ bv512 16)))))
 (let ((?x6454 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x6400)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6454) (bvule ?x6454 (_ bv256 32))))))))
(assert
 (let ((?x6394 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6402 ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6402 (_ bv512 16))))
 (let ((?x6407 (bvurem ?x6401 (_ bv256 16))))
 (let ((?x6416 ((_ zero_extend 16) (bvudiv (bvurem ?x6407 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6434 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6402 (_ bv512 16)))))))
 (let ((?x6485 (concat (bvadd ?x6434 (concat (_ bv0 34) ((_ extract 31 4) ?x6416))) (_ bv0 2))))
 (let ((?x6447 (mem!block_tables!32 (bvadd ?x6485 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6447) (bvule ?x6447 (_ bv63 32))))))))))))
(assert
 (let ((?x6394 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6402 ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6402 (_ bv512 16))))
 (let ((?x6407 (bvurem ?x6401 (_ bv256 16))))
 (let ((?x6416 ((_ zero_extend 16) (bvudiv (bvurem ?x6407 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6434 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6402 (_ bv512 16)))))))
 (let ((?x6467 (bvadd (concat (bvadd ?x6434 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x6416)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6426 (mem!block_tables!32 ?x6467)))
 (and (bvule (_ bv0 32) ?x6426) (bvule ?x6426 (_ bv63 32))))))))))))
(assert
 (let ((?x6394 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x6402 ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64)))))
 (let ((?x6401 (bvurem ?x6402 (_ bv512 16))))
 (let ((?x6407 (bvurem ?x6401 (_ bv256 16))))
 (let ((?x6416 ((_ zero_extend 16) (bvudiv (bvurem ?x6407 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x6434 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x6402 (_ bv512 16)))))))
 (let ((?x6485 (concat (bvadd ?x6434 (concat (_ bv0 34) ((_ extract 31 4) ?x6416))) (_ bv0 2))))
 (let ((?x6421 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x6485) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6421) (bvule ?x6421 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x6394 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x6399 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x6412 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x6496 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x6450 (concat (bvadd ?x6496 (concat (_ bv0 25) (bvadd ?x6412 (bvmul (_ bv2 32) ?x6399)))) (_ bv0 6))))
(let ((?x6415 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x6416 ((_ zero_extend 16) ?x6415)))
(let (($x6462 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6481 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6394 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x6399 (_ bv2 32)) (bvult ?x6412 (_ bv2 32)) $x6462 $x6462 (bvult ?x6416 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x6416) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x6416) ?x6450) (_ bv0 1)) ?x6394))))
(not $x6481)))))))))))
(check-sat)
