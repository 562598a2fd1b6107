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
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x2003 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2016 ((_ extract 18 0) (bvsub ?x2003 (_ bv0 64)))))
 (let ((?x2009 ((_ zero_extend 13) (bvudiv ?x2016 (_ bv32 19)))))
 (let ((?x2017 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x2016 (_ bv32 19)) (_ bv8 19))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2025 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2017)) (concat ((_ extract 28 0) ?x2009) (_ bv0 2)))))
 (let ((?x2067 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x2013 (concat (bvadd ?x2067 (concat (_ bv0 30) ?x2025 (_ bv0 1))) (_ bv0 2))))
 (let ((?x2043 (bvadd ?x2003 (_ bv4 64))))
 (let (($x2053 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let (($x2059 (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x2017) (concat ((_ extract 12 0) ?x2009) (_ bv0 2))) (_ bv0 1)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2063 (and $x207 (not (or (not (= ((_ extract 30 15) ?x2025) (_ bv0 16))) $x2059)) (= ((_ extract 4 0) ?x2017) (_ bv0 5)) $x2053)))
 (let (($x2051 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2056 (and $x2051 $x2051 (bvult ?x2009 (_ bv6144 32)) $x2051 $x2051 (bvult ?x2017 (_ bv128 32)) $x2063 (bvule ?x2013 ?x2003) (bvule ?x2043 (bvadd ?x2013 (_ bv4 64))))))
 (not $x2056))))))))))))))))
(assert
 (let ((?x2003 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2021 ((_ extract 18 0) (bvsub ?x2003 (_ bv4 64)))))
(let ((?x2008 ((_ zero_extend 13) (bvudiv ?x2021 (_ bv32 19)))))
(let ((?x2026 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x2021 (_ bv32 19)) (_ bv8 19))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2112 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2026)) (concat ((_ extract 28 0) ?x2008) (_ bv0 2)))))
(let ((?x2067 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let ((?x2121 (bvadd (_ bv4 64) (concat (bvadd ?x2067 (concat (_ bv0 30) ?x2112 (_ bv0 1))) (_ bv0 2)))))
(let ((?x2043 (bvadd ?x2003 (_ bv4 64))))
(let (($x2074 (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x2026) (concat ((_ extract 12 0) ?x2008) (_ bv0 2))) (_ bv1 1)))))
(let (($x2077 (not (= ((_ extract 30 15) ?x2112) (_ bv0 16)))))
(let (($x2053 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x2099 (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x2026) (concat ((_ extract 12 0) ?x2008) (_ bv0 2))) (_ bv0 1)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2101 (and $x207 (not (or $x2077 $x2099)) (= ((_ extract 4 0) ?x2026) (_ bv0 5)) $x2053 (not (or $x2077 $x2074)))))
(let (($x2051 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2089 (and $x2051 $x2051 (bvult ?x2008 (_ bv6144 32)) $x2051 $x2051 (bvult ?x2026 (_ bv128 32)) $x2101 (bvule ?x2121 ?x2003) (bvule ?x2043 (bvadd ?x2121 (_ bv4 64))))))
(not $x2089))))))))))))))))))
(check-sat)
