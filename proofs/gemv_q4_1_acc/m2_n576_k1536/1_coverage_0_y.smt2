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
 (let ((?x1986 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2037 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2009 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1986 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1992 (bvadd ?x2009 (_ bv0 32))))
 (let ((?x2055 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1992)) ?x2037)))
 (let ((?x2049 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2055))))
 (let ((?x2026 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2030 (= ?x2026 (_ bv0 30))))
 (let ((?x2039 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2006 (or (not (= ((_ extract 31 10) ?x2055) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1992) ?x2039)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2025 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2001 (and $x2025 $x2025 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x2025 $x2025 (bvult ?x1992 (_ bv128 32)) (and $x207 (not $x2006) (= ((_ extract 4 0) ?x1992) (_ bv0 5)) $x2030) (= (concat ?x2049 (_ bv0 1)) ?x1986))))
 (not $x2001)))))))))))))))
(assert
 (let ((?x1986 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2036 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2019 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1986 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2016 (bvadd ?x2019 (_ bv0 32))))
(let ((?x2087 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2016)) ?x2036)))
(let ((?x2057 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2087))))
(let ((?x2026 ((_ extract 29 0) (_ bv0 32))))
(let (($x2030 (= ?x2026 (_ bv0 30))))
(let ((?x2073 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2065 (or (not (= ((_ extract 31 10) ?x2087) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x2016) ?x2073)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2025 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2071 (and $x2025 $x2025 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1986 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x2025 $x2025 (bvult ?x2016 (_ bv128 32)) (and $x207 (not $x2065) (= ((_ extract 4 0) ?x2016) (_ bv0 5)) $x2030) (= (concat ?x2057 (_ bv0 1)) ?x1986))))
(not $x2071)))))))))))))))
(check-sat)
