; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun |v3442@A#0.0| () (_ BitVec 64))
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
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x16783 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16783) (bvule ?x16783 (_ bv1024 32)))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16747 ((_ extract 31 4) ?x16809)))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16757 (mem!block_tables!32 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ?x16747)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16757) (bvule ?x16757 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16711 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16709 (mem!block_tables!32 ?x16711)))
 (and (bvule (_ bv0 32) ?x16709) (bvule ?x16709 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16691 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16689 (mem!block_tables!32 ?x16691)))
 (and (bvule (_ bv0 32) ?x16689) (bvule ?x16689 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16671 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16669 (mem!block_tables!32 ?x16671)))
 (and (bvule (_ bv0 32) ?x16669) (bvule ?x16669 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16651 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16649 (mem!block_tables!32 ?x16651)))
 (and (bvule (_ bv0 32) ?x16649) (bvule ?x16649 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16631 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16629 (mem!block_tables!32 ?x16631)))
 (and (bvule (_ bv0 32) ?x16629) (bvule ?x16629 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16611 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16609 (mem!block_tables!32 ?x16611)))
 (and (bvule (_ bv0 32) ?x16609) (bvule ?x16609 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16591 (bvadd (concat (bvadd ?x16773 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) ?x16809)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16589 (mem!block_tables!32 ?x16591)))
 (and (bvule (_ bv0 32) ?x16589) (bvule ?x16589 (_ bv4095 32)))))))))))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x16821 ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64)))))
 (let ((?x16815 (bvurem ?x16821 (_ bv384 16))))
 (let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem ?x16815 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x16747 ((_ extract 31 4) ?x16809)))
 (let ((?x16577 (bvmul (_ bv8 32) ((_ extract 31 0) |v3442@A#0.0|))))
 (let ((?x16773 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16569 (concat (bvadd ?x16773 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x16577 (concat (_ bv0 4) ?x16747)))) (_ bv0 2))))
 (let ((?x16565 (mem!block_tables!32 (bvadd ?x16569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16565) (bvule ?x16565 (_ bv4095 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x16841 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x16827 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)))))
(let ((?x16813 (bvadd ?x16827 (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64))) (_ bv384 16)))))))
(let ((?x16749 (concat (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))) (concat (_ bv0 25) ?x16813)) (_ bv0 6))))
(let ((?x16809 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)) (_ bv2 16)))))
(let (($x16767 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x16793 (and $x16767 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x16841 (_ bv0 64))) (_ bv384 16))) (_ bv3 32)) (bvult ?x16827 (_ bv3 32)) $x16767 $x16767 (bvult ?x16809 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x16809) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x16809) ?x16749) (_ bv0 1)) ?x16841))))
(not $x16793)))))))))
(check-sat)
