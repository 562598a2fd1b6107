; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x783 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2764 ((_ extract 15 0) (bvsub ?x783 (_ bv0 64)))))
(let ((?x2578 ((_ zero_extend 16) (bvudiv ?x2764 (_ bv8 16)))))
(let ((?x1492 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2764 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x910 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1492)) (concat ((_ extract 29 0) ?x2578) (_ bv0 2)))))
(let ((?x2503 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x910))))
(let ((?x2299 (concat ?x2503 (_ bv0 1))))
(let (($x2581 (or (not (= ((_ extract 31 10) ?x910) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x1492) (concat ((_ extract 7 0) ?x2578) (_ bv0 2)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2303 (and $x206 (not $x2581) (= ((_ extract 4 0) ?x1492) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2759 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2308 (and $x2759 $x2759 (bvult ?x2578 (_ bv240 32)) $x2759 $x2759 (bvult ?x1492 (_ bv128 32)) $x2303 (bvule ?x2299 ?x783) (bvule (bvadd ?x783 (_ bv2 64)) (bvadd ?x2299 (_ bv2 64))))))
(not $x2308))))))))))))))
(check-sat)
