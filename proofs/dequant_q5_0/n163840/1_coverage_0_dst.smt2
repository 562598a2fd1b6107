; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709438975 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709223935 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv163840 64)))
(assert
 (let ((?x193 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x228 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 20)) (_ bv2 20)))))
(let ((?x292 (bvadd ?x228 (bvmul (_ bv256 32) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 20)))))))
(let ((?x300 (bvmul (_ bv256 18) ((_ extract 17 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 20)))))))
(let (($x291 (or (not (= ((_ extract 31 18) ?x292) (_ bv0 14))) (bvule (_ bv163840 18) (bvadd ((_ extract 17 0) ?x228) ?x300)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x225 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x305 (and $x225 $x225 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 20))) (_ bv640 32)) $x225 $x225 (bvult ?x228 (_ bv256 32)) (and $x184 (not $x291)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x292)) ?x193))))
(not $x305))))))))))
(check-sat)
