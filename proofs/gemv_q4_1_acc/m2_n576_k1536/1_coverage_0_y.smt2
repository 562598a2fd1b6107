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
 (bvule base!x (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
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
 (let ((?x1989 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2040 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2012 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1989 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1995 (bvadd ?x2012 (_ bv0 32))))
 (let ((?x2058 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1995)) ?x2040)))
 (let ((?x2052 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2058))))
 (let ((?x2029 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2033 (= ?x2029 (_ bv0 30))))
 (let ((?x2042 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2009 (or (not (= ((_ extract 31 10) ?x2058) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1995) ?x2042)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2028 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2004 (and $x2028 $x2028 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x2028 $x2028 (bvult ?x1995 (_ bv128 32)) (and $x207 (not $x2009) (= ((_ extract 4 0) ?x1995) (_ bv0 5)) $x2033) (= (concat ?x2052 (_ bv0 1)) ?x1989))))
 (not $x2004)))))))))))))))
(assert
 (let ((?x1989 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2039 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2022 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1989 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2019 (bvadd ?x2022 (_ bv0 32))))
(let ((?x2090 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2019)) ?x2039)))
(let ((?x2060 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2090))))
(let ((?x2029 ((_ extract 29 0) (_ bv0 32))))
(let (($x2033 (= ?x2029 (_ bv0 30))))
(let ((?x2076 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2068 (or (not (= ((_ extract 31 10) ?x2090) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2019) ?x2076)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2028 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2074 (and $x2028 $x2028 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1989 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x2028 $x2028 (bvult ?x2019 (_ bv128 32)) (and $x207 (not $x2068) (= ((_ extract 4 0) ?x2019) (_ bv0 5)) $x2033) (= (concat ?x2060 (_ bv0 1)) ?x1989))))
(not $x2074)))))))))))))))
(check-sat)
