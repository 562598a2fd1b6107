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
 (let ((?x2064 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let ((?x2014 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2003 (_ bv0 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
 (let ((?x2017 (bvadd ?x2014 (_ bv0 32))))
 (let ((?x2040 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2017)) ?x2064)))
 (let ((?x2025 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x2047 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x2042 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let (($x2037 (or (not (= ((_ extract 30 15) ?x2040) (_ bv0 16))) (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x2017) ?x2042) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2060 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2062 (and $x2060 $x2060 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv0 64))) (_ bv32 19))) (_ bv6144 32)) $x2060 $x2060 (bvult ?x2017 (_ bv128 32)) (and $x207 (not $x2037) (= ((_ extract 4 0) ?x2017) (_ bv0 5)) $x2047) (= (concat (bvadd ?x2025 (concat (_ bv0 30) ?x2040 (_ bv0 1))) (_ bv0 2)) ?x2003))))
 (not $x2062))))))))))))))
(assert
 (let ((?x2003 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2043 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x2031 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2003 (_ bv4 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
(let ((?x2026 (bvadd ?x2031 (_ bv0 32))))
(let ((?x2107 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2026)) ?x2043)))
(let ((?x2025 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x2117 (= (bvadd (_ bv4 64) (concat (bvadd ?x2025 (concat (_ bv0 30) ?x2107 (_ bv0 1))) (_ bv0 2))) ?x2003)))
(let ((?x2078 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x2109 (bvadd ((_ extract 19 5) ?x2026) ?x2078)))
(let (($x2071 (not (= ((_ extract 30 15) ?x2107) (_ bv0 16)))))
(let (($x2047 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2099 (and $x207 (not (or $x2071 (bvule (_ bv49152 16) (concat ?x2109 (_ bv0 1))))) (= ((_ extract 4 0) ?x2026) (_ bv0 5)) $x2047 (not (or $x2071 (bvule (_ bv49152 16) (concat ?x2109 (_ bv1 1))))))))
(let (($x2060 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2074 (and $x2060 $x2060 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2003 (_ bv4 64))) (_ bv32 19))) (_ bv6144 32)) $x2060 $x2060 (bvult ?x2026 (_ bv128 32)) $x2099 $x2117)))
(not $x2074)))))))))))))))))
(check-sat)
