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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1981 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2032 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2004 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1981 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1987 (bvadd ?x2004 (_ bv0 32))))
 (let ((?x2051 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1987)) ?x2032)))
 (let ((?x2045 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2051))))
 (let ((?x2021 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2024 (= ?x2021 (_ bv0 30))))
 (let ((?x2033 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2039 (or (not (= ((_ extract 31 10) ?x2051) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1987) ?x2033)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2001 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2018 (and $x2001 $x2001 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x2001 $x2001 (bvult ?x1987 (_ bv128 32)) (and $x205 (not $x2039) (= ((_ extract 4 0) ?x1987) (_ bv0 5)) $x2024) (= (concat ?x2045 (_ bv0 1)) ?x1981))))
 (not $x2018)))))))))))))))
(assert
 (let ((?x1981 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2029 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2014 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1981 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2011 (bvadd ?x2014 (_ bv0 32))))
(let ((?x2083 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2011)) ?x2029)))
(let ((?x2068 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2083))))
(let ((?x2021 ((_ extract 29 0) (_ bv0 32))))
(let (($x2024 (= ?x2021 (_ bv0 30))))
(let ((?x2041 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2060 (or (not (= ((_ extract 31 10) ?x2083) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2011) ?x2041)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x2001 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2067 (and $x2001 $x2001 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1981 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x2001 $x2001 (bvult ?x2011 (_ bv128 32)) (and $x205 (not $x2060) (= ((_ extract 4 0) ?x2011) (_ bv0 5)) $x2024) (= (concat ?x2068 (_ bv0 1)) ?x1981))))
(not $x2067)))))))))))))))
(check-sat)
