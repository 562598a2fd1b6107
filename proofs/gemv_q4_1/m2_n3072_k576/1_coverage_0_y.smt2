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
 (let ((?x1968 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2019 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1991 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1968 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1974 (bvadd ?x1991 (_ bv0 32))))
 (let ((?x2038 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1974)) ?x2019)))
 (let ((?x2009 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2038))))
 (let ((?x2013 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1983 (= ?x2013 (_ bv0 30))))
 (let ((?x2032 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2003 (or (not (= ((_ extract 31 12) ?x2038) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x1974) ?x2032)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2007 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2025 (and $x2007 $x2007 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv0 64))) (_ bv8 16))) (_ bv768 32)) $x2007 $x2007 (bvult ?x1974 (_ bv128 32)) (and $x208 (not $x2003) (= ((_ extract 4 0) ?x1974) (_ bv0 5)) $x1983) (= (concat ?x2009 (_ bv0 1)) ?x1968))))
 (not $x2025)))))))))))))))
(assert
 (let ((?x1968 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2005 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2001 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1968 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1998 (bvadd ?x2001 (_ bv0 32))))
(let ((?x2070 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1998)) ?x2005)))
(let ((?x2045 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2070))))
(let ((?x2013 ((_ extract 29 0) (_ bv0 32))))
(let (($x1983 (= ?x2013 (_ bv0 30))))
(let ((?x2051 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2075 (or (not (= ((_ extract 31 12) ?x2070) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x1998) ?x2051)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2007 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2072 (and $x2007 $x2007 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1968 (_ bv6144 64))) (_ bv8 16))) (_ bv768 32)) $x2007 $x2007 (bvult ?x1998 (_ bv128 32)) (and $x208 (not $x2075) (= ((_ extract 4 0) ?x1998) (_ bv0 5)) $x1983) (= (concat ?x2045 (_ bv0 1)) ?x1968))))
(not $x2072)))))))))))))))
(check-sat)
