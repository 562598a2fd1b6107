; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem1_3 () (_ BitVec 64))
(declare-fun elem1_2 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073659219967 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709541375 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709469695 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x10757 ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64)))))
 (let ((?x10805 ((_ zero_extend 14) (bvudiv ?x10757 (_ bv16384 18)))))
 (let ((?x10864 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x10805)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10864) (bvule ?x10864 (_ bv8192 32)))))))))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x10757 ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64)))))
 (let ((?x10807 (bvurem ?x10757 (_ bv16384 18))))
 (let ((?x10758 (bvurem ?x10807 (_ bv4096 18))))
 (let ((?x10811 ((_ zero_extend 14) (bvudiv ?x10758 (_ bv256 18)))))
 (let ((?x10834 (concat ((_ extract 24 0) ?x10811) (_ bv0 7))))
 (let ((?x10767 ((_ zero_extend 14) (bvudiv (bvurem ?x10758 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x10897 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 14) (bvudiv ?x10757 (_ bv16384 18)))))))
 (let ((?x10825 (bvadd (concat (bvadd ?x10897 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x10767 ?x10834)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x10909 (mem!block_tables!32 ?x10825)))
 (and (bvule (_ bv0 32) ?x10909) (bvule ?x10909 (_ bv4095 32)))))))))))))))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x10757 ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64)))))
 (let ((?x10807 (bvurem ?x10757 (_ bv16384 18))))
 (let ((?x10758 (bvurem ?x10807 (_ bv4096 18))))
 (let ((?x10811 ((_ zero_extend 14) (bvudiv ?x10758 (_ bv256 18)))))
 (let ((?x10834 (concat ((_ extract 24 0) ?x10811) (_ bv0 7))))
 (let ((?x10767 ((_ zero_extend 14) (bvudiv (bvurem ?x10758 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x10897 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 14) (bvudiv ?x10757 (_ bv16384 18)))))))
 (let ((?x10879 (concat (bvadd ?x10897 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) ?x10767 ?x10834)))) (_ bv0 2))))
 (let ((?x10878 (mem!block_tables!32 (bvadd ?x10879 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10878) (bvule ?x10878 (_ bv4095 32)))))))))))))))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x10757 ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64)))))
 (let ((?x10807 (bvurem ?x10757 (_ bv16384 18))))
 (let ((?x10758 (bvurem ?x10807 (_ bv4096 18))))
 (let ((?x10811 ((_ zero_extend 14) (bvudiv ?x10758 (_ bv256 18)))))
 (let ((?x10834 (concat ((_ extract 24 0) ?x10811) (_ bv0 7))))
 (let ((?x10767 ((_ zero_extend 14) (bvudiv (bvurem ?x10758 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x10897 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 14) (bvudiv ?x10757 (_ bv16384 18)))))))
 (let ((?x10873 (concat (bvadd ?x10897 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) ?x10767 ?x10834)))) (_ bv0 2))))
 (let ((?x10922 (mem!block_tables!32 (bvadd ?x10873 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10922) (bvule ?x10922 (_ bv4095 32)))))))))))))))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x10757 ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64)))))
 (let ((?x10807 (bvurem ?x10757 (_ bv16384 18))))
 (let ((?x10758 (bvurem ?x10807 (_ bv4096 18))))
 (let ((?x10811 ((_ zero_extend 14) (bvudiv ?x10758 (_ bv256 18)))))
 (let ((?x10834 (concat ((_ extract 24 0) ?x10811) (_ bv0 7))))
 (let ((?x10767 ((_ zero_extend 14) (bvudiv (bvurem ?x10758 (_ bv256 18)) (_ bv4 18)))))
 (let ((?x10897 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 14) (bvudiv ?x10757 (_ bv16384 18)))))))
 (let ((?x10919 (concat (bvadd ?x10897 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) ?x10767 ?x10834)))) (_ bv0 2))))
 (let ((?x10859 (mem!block_tables!32 (bvadd ?x10919 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10859) (bvule ?x10859 (_ bv4095 32)))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv5 64)))
(assert
 (bvult elem1_1 (_ bv4 64)))
(assert
 (bvult elem1_2 (_ bv16 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x10750 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv16384 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x10677 (bvadd ?x10750 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x10762 (bvmul (_ bv64 56) (concat (_ bv0 24) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64))) (_ bv16384 18)))))))
(let ((?x10747 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64))) (_ bv16384 18)) (_ bv4096 18)))))
(let ((?x10811 ((_ zero_extend 14) (bvudiv (bvurem (bvurem ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64))) (_ bv16384 18)) (_ bv4096 18)) (_ bv256 18)))))
(let ((?x10884 (concat (bvadd (concat (_ bv0 24) ?x10811) (bvmul (_ bv16 56) (concat (_ bv0 24) ?x10747)) ?x10762) (_ bv0 6))))
(let ((?x10765 (bvudiv (bvurem (bvurem (bvurem ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64))) (_ bv16384 18)) (_ bv4096 18)) (_ bv256 18)) (_ bv4 18))))
(let ((?x10767 ((_ zero_extend 14) ?x10765)))
(let (($x10665 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10908 (and (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x10677 (_ bv0 64))) (_ bv16384 18))) (_ bv5 32)) (bvult ?x10747 (_ bv4 32)) (bvult ?x10811 (_ bv16 32)) $x10665 $x10665 (bvult ?x10767 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x10767) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 30) ?x10767) ?x10884) (_ bv0 2)) ?x10677))))
(not $x10908))))))))))))
(check-sat)
