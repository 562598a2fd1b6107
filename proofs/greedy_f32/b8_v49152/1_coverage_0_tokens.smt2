; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (let ((?x1708 (bvudiv ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64))) (_ bv0 64))) (_ bv4 16))))
(let ((?x1565 ((_ zero_extend 16) ?x1708)))
(let ((?x3817 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1565))))
(let (($x1521 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64))) (_ bv4 64)) (bvadd ?x3817 (_ bv4 64)))))
(let (($x3215 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2483 (and $x3215 $x3215 (bvult ?x1565 (_ bv8 32)) $x3215 $x3215 (bvult (_ bv0 32) (_ bv1024 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (bvule ?x3817 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))) $x1521)))
(not $x2483))))))))
(check-sat)
