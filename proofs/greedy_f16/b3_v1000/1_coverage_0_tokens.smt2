; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709545615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (let ((?x847 (bvudiv ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64))) (_ bv0 64))) (_ bv4 16))))
(let ((?x849 ((_ zero_extend 16) ?x847)))
(let ((?x850 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x849))))
(let (($x855 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64))) (_ bv4 64)) (bvadd ?x850 (_ bv4 64)))))
(let (($x860 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x864 (and $x860 $x860 (bvult ?x849 (_ bv3 32)) $x860 $x860 (bvult (_ bv0 32) (_ bv1024 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (bvule ?x850 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))) $x855)))
(not $x864))))))))
(check-sat)
