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
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709551551 64)))
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
 (let ((?x7875 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7875) (bvule ?x7875 (_ bv256 32)))))
(assert
 (let ((?x7910 (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))
 (let ((?x7847 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x7859 ((_ extract 15 0) (bvsub ?x7847 (_ bv0 64)))))
 (let ((?x7860 ((_ zero_extend 16) (bvudiv (bvurem ?x7859 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x7885 (bvmul (_ bv16 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x7912 (bvadd (concat (bvadd ?x7885 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x7860 ?x7910)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x7913 (mem!block_tables!32 ?x7912)))
 (and (bvule (_ bv0 32) ?x7913) (bvule ?x7913 (_ bv16383 32)))))))))))
(assert
 (let ((?x7910 (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))
 (let ((?x7847 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x7859 ((_ extract 15 0) (bvsub ?x7847 (_ bv0 64)))))
 (let ((?x7860 ((_ zero_extend 16) (bvudiv (bvurem ?x7859 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x7885 (bvmul (_ bv16 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x7901 (concat (bvadd ?x7885 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x7860 ?x7910)))) (_ bv0 2))))
 (let ((?x7881 (mem!block_tables!32 (bvadd ?x7901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7881) (bvule ?x7881 (_ bv16383 32)))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x7847 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x7915 (bvadd (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7847 (_ bv0 64))) (_ bv128 16)))) (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))))))
(let ((?x7860 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7847 (_ bv0 64))) (_ bv128 16)) (_ bv2 16)))))
(let (($x7878 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x7872 (and $x7878 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7847 (_ bv0 64))) (_ bv128 16))) (_ bv9 32)) $x7878 $x7878 $x7878 (bvult ?x7860 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x7860) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x7860) (concat ?x7915 (_ bv0 6))) (_ bv0 1)) ?x7847))))
(not $x7872)))))))
(check-sat)
