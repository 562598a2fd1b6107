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
 (let ((?x12603 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x10663 ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64)))))
 (let ((?x12599 ((_ zero_extend 16) (bvudiv ?x10663 (_ bv512 16)))))
 (let ((?x12563 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x12599)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12563) (bvule ?x12563 (_ bv256 32))))))))
(assert
 (let ((?x12603 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x10663 ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64)))))
 (let ((?x10662 (bvurem ?x10663 (_ bv512 16))))
 (let ((?x10656 (bvurem ?x10662 (_ bv256 16))))
 (let ((?x10647 ((_ zero_extend 16) (bvudiv (bvurem ?x10656 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x10629 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x10663 (_ bv512 16)))))))
 (let ((?x12541 (concat (bvadd ?x10629 (concat (_ bv0 34) ((_ extract 31 4) ?x10647))) (_ bv0 2))))
 (let ((?x10618 (mem!block_tables!32 (bvadd ?x12541 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10618) (bvule ?x10618 (_ bv63 32))))))))))))
(assert
 (let ((?x12603 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x10663 ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64)))))
 (let ((?x10662 (bvurem ?x10663 (_ bv512 16))))
 (let ((?x10656 (bvurem ?x10662 (_ bv256 16))))
 (let ((?x10647 ((_ zero_extend 16) (bvudiv (bvurem ?x10656 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x10629 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x10663 (_ bv512 16)))))))
 (let ((?x10596 (bvadd (concat (bvadd ?x10629 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x10647)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x10639 (mem!block_tables!32 ?x10596)))
 (and (bvule (_ bv0 32) ?x10639) (bvule ?x10639 (_ bv63 32))))))))))))
(assert
 (let ((?x12603 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x10663 ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64)))))
 (let ((?x10662 (bvurem ?x10663 (_ bv512 16))))
 (let ((?x10656 (bvurem ?x10662 (_ bv256 16))))
 (let ((?x10647 ((_ zero_extend 16) (bvudiv (bvurem ?x10656 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x10629 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ?x10663 (_ bv512 16)))))))
 (let ((?x12541 (concat (bvadd ?x10629 (concat (_ bv0 34) ((_ extract 31 4) ?x10647))) (_ bv0 2))))
 (let ((?x12585 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x12541) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12585) (bvule ?x12585 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x12603 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x10666 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)))))
(let ((?x12591 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)))))
(let ((?x10570 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x10615 (concat (bvadd ?x10570 (concat (_ bv0 25) (bvadd ?x12591 (bvmul (_ bv2 32) ?x10666)))) (_ bv0 6))))
(let ((?x12589 (bvudiv (bvurem (bvurem (bvurem ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64))) (_ bv512 16)) (_ bv256 16)) (_ bv128 16)) (_ bv2 16))))
(let ((?x10647 ((_ zero_extend 16) ?x12589)))
(let (($x10603 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10585 (and (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x12603 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) (bvult ?x10666 (_ bv2 32)) (bvult ?x12591 (_ bv2 32)) $x10603 $x10603 (bvult ?x10647 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x10647) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x10647) ?x10615) (_ bv0 1)) ?x12603))))
(not $x10585)))))))))))
(check-sat)
