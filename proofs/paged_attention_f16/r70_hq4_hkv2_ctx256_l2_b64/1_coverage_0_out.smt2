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
 (let ((?x12600 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x12596 ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64)))))
 (let ((?x12594 ((_ zero_extend 15) (bvudiv ?x12596 (_ bv512 17)))))
 (let ((?x12584 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x12594)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12584) (bvule ?x12584 (_ bv256 32))))))))
(assert
 (let ((?x12600 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x12596 ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64)))))
 (let ((?x10657 (bvurem ?x12596 (_ bv512 17))))
 (let ((?x10654 (bvurem ?x10657 (_ bv256 17))))
 (let ((?x10645 ((_ zero_extend 15) (bvudiv (bvurem ?x10654 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x10597 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x12596 (_ bv512 17)))))))
 (let ((?x12570 (concat (bvadd ?x10597 (concat (_ bv0 34) ((_ extract 31 4) ?x10645))) (_ bv0 2))))
 (let ((?x10642 (mem!block_tables!32 (bvadd ?x12570 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10642) (bvule ?x10642 (_ bv63 32))))))))))))
(assert
 (let ((?x12600 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x12596 ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64)))))
 (let ((?x10657 (bvurem ?x12596 (_ bv512 17))))
 (let ((?x10654 (bvurem ?x10657 (_ bv256 17))))
 (let ((?x10645 ((_ zero_extend 15) (bvudiv (bvurem ?x10654 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x10597 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x12596 (_ bv512 17)))))))
 (let ((?x10576 (bvadd (concat (bvadd ?x10597 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x10645)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x10653 (mem!block_tables!32 ?x10576)))
 (and (bvule (_ bv0 32) ?x10653) (bvule ?x10653 (_ bv63 32))))))))))))
(assert
 (let ((?x12600 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x12596 ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64)))))
 (let ((?x10657 (bvurem ?x12596 (_ bv512 17))))
 (let ((?x10654 (bvurem ?x10657 (_ bv256 17))))
 (let ((?x10645 ((_ zero_extend 15) (bvudiv (bvurem ?x10654 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x10597 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x12596 (_ bv512 17)))))))
 (let ((?x12570 (concat (bvadd ?x10597 (concat (_ bv0 34) ((_ extract 31 4) ?x10645))) (_ bv0 2))))
 (let ((?x10563 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x12570) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10563) (bvule ?x10563 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x12600 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x10660 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x10647 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x10638 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x10579 (concat (bvadd ?x10638 (concat (_ bv0 25) (bvadd ?x10647 (bvmul (_ bv2 32) ?x10660)))) (_ bv0 6))))
(let ((?x10644 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x10645 ((_ zero_extend 15) ?x10644)))
(let (($x12540 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x12528 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x12600 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x10660 (_ bv2 32)) (bvult ?x10647 (_ bv2 32)) $x12540 $x12540 (bvult ?x10645 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x10645) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x10645) ?x10579) (_ bv0 1)) ?x12600))))
(not $x12528)))))))))))
(check-sat)
