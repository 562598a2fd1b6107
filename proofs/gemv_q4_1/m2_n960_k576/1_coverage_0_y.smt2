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
 (let ((?x1967 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2018 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1990 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1967 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1973 (bvadd ?x1990 (_ bv0 32))))
 (let ((?x2037 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1973)) ?x2018)))
 (let ((?x2013 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2037))))
 (let ((?x2008 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2033 (= ?x2008 (_ bv0 30))))
 (let ((?x2014 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2026 (or (not (= ((_ extract 31 10) ?x2037) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x1973) ?x2014)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2019 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2021 (and $x2019 $x2019 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x2019 $x2019 (bvult ?x1973 (_ bv128 32)) (and $x207 (not $x2026) (= ((_ extract 4 0) ?x1973) (_ bv0 5)) $x2033) (= (concat ?x2013 (_ bv0 1)) ?x1967))))
 (not $x2021)))))))))))))))
(assert
 (let ((?x1967 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1996 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2000 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1967 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1997 (bvadd ?x2000 (_ bv0 32))))
(let ((?x2069 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1997)) ?x1996)))
(let ((?x2049 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2069))))
(let ((?x2008 ((_ extract 29 0) (_ bv0 32))))
(let (($x2033 (= ?x2008 (_ bv0 30))))
(let ((?x1999 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2052 (or (not (= ((_ extract 31 10) ?x2069) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x1997) ?x1999)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2019 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2043 (and $x2019 $x2019 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1967 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x2019 $x2019 (bvult ?x1997 (_ bv128 32)) (and $x207 (not $x2052) (= ((_ extract 4 0) ?x1997) (_ bv0 5)) $x2033) (= (concat ?x2049 (_ bv0 1)) ?x1967))))
(not $x2043)))))))))))))))
(check-sat)
