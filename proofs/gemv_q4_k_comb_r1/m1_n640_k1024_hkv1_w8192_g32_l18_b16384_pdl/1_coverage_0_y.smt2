; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!kvrow () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!xo () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (_ bv18446744073709419519 64)))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!kvrow (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kvrow (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!kvrow (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744071159414783 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709182975 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!xo (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!xo (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!xo (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x11512 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x12118 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11512 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let ((?x11554 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11512 (_ bv0 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x11230 (bvadd ?x11554 (_ bv0 32))))
(let ((?x12232 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11230)) ?x12118)))
(let ((?x11592 (concat ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11512 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let (($x9778 (or (not (= ((_ extract 31 10) ?x12232) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 14 5) ?x11230) ?x11592)))))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x11158 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x12453 (and $x11158 $x11158 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11512 (_ bv0 64))) (_ bv16 16))) (_ bv80 32)) $x11158 $x11158 (bvult ?x11230 (_ bv256 32)) (and $x321 (not $x9778) (= ((_ extract 4 0) ?x11230) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x12232)) ?x11512))))
(not $x12453))))))))))))
(check-sat)
