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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x1965 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2016 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1988 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1965 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1971 (bvadd ?x1988 (_ bv0 32))))
 (let ((?x2035 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1971)) ?x2016)))
 (let ((?x2006 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2035))))
 (let ((?x2010 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1980 (= ?x2010 (_ bv0 30))))
 (let ((?x2029 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2000 (or (not (= ((_ extract 31 12) ?x2035) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x1971) ?x2029)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2004 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2022 (and $x2004 $x2004 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv0 64))) (_ bv8 16))) (_ bv768 32)) $x2004 $x2004 (bvult ?x1971 (_ bv128 32)) (and $x208 (not $x2000) (= ((_ extract 4 0) ?x1971) (_ bv0 5)) $x1980) (= (concat ?x2006 (_ bv0 1)) ?x1965))))
 (not $x2022)))))))))))))))
(assert
 (let ((?x1965 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2002 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1998 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1965 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1995 (bvadd ?x1998 (_ bv0 32))))
(let ((?x2067 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1995)) ?x2002)))
(let ((?x2042 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2067))))
(let ((?x2010 ((_ extract 29 0) (_ bv0 32))))
(let (($x1980 (= ?x2010 (_ bv0 30))))
(let ((?x2048 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2072 (or (not (= ((_ extract 31 12) ?x2067) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x1995) ?x2048)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2004 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2069 (and $x2004 $x2004 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1965 (_ bv6144 64))) (_ bv8 16))) (_ bv768 32)) $x2004 $x2004 (bvult ?x1995 (_ bv128 32)) (and $x208 (not $x2072) (= ((_ extract 4 0) ?x1995) (_ bv0 5)) $x1980) (= (concat ?x2042 (_ bv0 1)) ?x1965))))
(not $x2069)))))))))))))))
(check-sat)
