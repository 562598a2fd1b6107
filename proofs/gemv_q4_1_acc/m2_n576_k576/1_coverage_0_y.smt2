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
 (let ((?x1978 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2029 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2001 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1978 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1984 (bvadd ?x2001 (_ bv0 32))))
 (let ((?x2048 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1984)) ?x2029)))
 (let ((?x2042 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2048))))
 (let ((?x2018 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2021 (= ?x2018 (_ bv0 30))))
 (let ((?x2030 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2036 (or (not (= ((_ extract 31 10) ?x2048) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1984) ?x2030)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1998 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2015 (and $x1998 $x1998 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x1998 $x1998 (bvult ?x1984 (_ bv128 32)) (and $x205 (not $x2036) (= ((_ extract 4 0) ?x1984) (_ bv0 5)) $x2021) (= (concat ?x2042 (_ bv0 1)) ?x1978))))
 (not $x2015)))))))))))))))
(assert
 (let ((?x1978 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2026 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2011 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1978 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2008 (bvadd ?x2011 (_ bv0 32))))
(let ((?x2080 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2008)) ?x2026)))
(let ((?x2065 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2080))))
(let ((?x2018 ((_ extract 29 0) (_ bv0 32))))
(let (($x2021 (= ?x2018 (_ bv0 30))))
(let ((?x2038 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2057 (or (not (= ((_ extract 31 10) ?x2080) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2008) ?x2038)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1998 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2064 (and $x1998 $x1998 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1978 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x1998 $x1998 (bvult ?x2008 (_ bv128 32)) (and $x205 (not $x2057) (= ((_ extract 4 0) ?x2008) (_ bv0 5)) $x2021) (= (concat ?x2065 (_ bv0 1)) ?x1978))))
(not $x2064)))))))))))))))
(check-sat)
