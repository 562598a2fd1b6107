; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (let ((?x340 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let (($x350 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x351 (and $x350 $x350 $x350 $x350 $x350 (bvult (_ bv0 32) (_ bv32 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) ?x340))))
(not $x351)))))
(check-sat)
