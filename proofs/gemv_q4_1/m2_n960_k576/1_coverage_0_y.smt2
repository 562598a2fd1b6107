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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x1964 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2015 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1987 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1964 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1970 (bvadd ?x1987 (_ bv0 32))))
 (let ((?x2034 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1970)) ?x2015)))
 (let ((?x2010 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2034))))
 (let ((?x2005 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2030 (= ?x2005 (_ bv0 30))))
 (let ((?x2011 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2023 (or (not (= ((_ extract 31 10) ?x2034) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x1970) ?x2011)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2016 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2018 (and $x2016 $x2016 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x2016 $x2016 (bvult ?x1970 (_ bv128 32)) (and $x207 (not $x2023) (= ((_ extract 4 0) ?x1970) (_ bv0 5)) $x2030) (= (concat ?x2010 (_ bv0 1)) ?x1964))))
 (not $x2018)))))))))))))))
(assert
 (let ((?x1964 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1993 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1997 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1964 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1994 (bvadd ?x1997 (_ bv0 32))))
(let ((?x2066 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1994)) ?x1993)))
(let ((?x2046 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2066))))
(let ((?x2005 ((_ extract 29 0) (_ bv0 32))))
(let (($x2030 (= ?x2005 (_ bv0 30))))
(let ((?x1996 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2049 (or (not (= ((_ extract 31 10) ?x2066) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x1994) ?x1996)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2016 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2040 (and $x2016 $x2016 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1964 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x2016 $x2016 (bvult ?x1994 (_ bv128 32)) (and $x207 (not $x2049) (= ((_ extract 4 0) ?x1994) (_ bv0 5)) $x2030) (= (concat ?x2046 (_ bv0 1)) ?x1964))))
(not $x2040)))))))))))))))
(check-sat)
