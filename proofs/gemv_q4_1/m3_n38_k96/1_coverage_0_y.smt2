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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2144 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2102 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2106 (bvadd ?x2102 (_ bv0 32))))
 (let ((?x2149 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2106)) ?x2144)))
 (let ((?x2151 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2149))))
 (let ((?x2156 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2118 (= ?x2156 (_ bv0 30))))
 (let ((?x2109 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2138 (or (not (= ((_ extract 31 6) ?x2149) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2106) ?x2109)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2160 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2152 (and $x2160 $x2160 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2160 $x2160 (bvult ?x2106 (_ bv128 32)) (and $x208 (not $x2138) (= ((_ extract 4 0) ?x2106) (_ bv0 5)) $x2118) (= (concat ?x2151 (_ bv0 1)) ?x2082))))
 (not $x2152)))))))))))))))
(assert
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2123 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2116 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2103 (bvadd ?x2116 (_ bv0 32))))
 (let ((?x2119 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2103)) ?x2123)))
 (let ((?x2197 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2119))))
 (let ((?x2156 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2118 (= ?x2156 (_ bv0 30))))
 (let ((?x2175 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2130 (or (not (= ((_ extract 31 6) ?x2119) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2103) ?x2175)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2160 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2158 (and $x2160 $x2160 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv76 64))) (_ bv8 16))) (_ bv10 32)) $x2160 $x2160 (bvult ?x2103 (_ bv128 32)) (and $x208 (not $x2130) (= ((_ extract 4 0) ?x2103) (_ bv0 5)) $x2118) (= (concat ?x2197 (_ bv0 1)) ?x2082))))
 (not $x2158)))))))))))))))
(assert
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2185 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2126 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2124 (bvadd ?x2126 (_ bv0 32))))
(let ((?x2218 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2124)) ?x2185)))
(let ((?x2225 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2218))))
(let ((?x2156 ((_ extract 29 0) (_ bv0 32))))
(let (($x2118 (= ?x2156 (_ bv0 30))))
(let ((?x2173 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2193 (or (not (= ((_ extract 31 6) ?x2218) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2124) ?x2173)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2160 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2207 (and $x2160 $x2160 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv152 64))) (_ bv8 16))) (_ bv10 32)) $x2160 $x2160 (bvult ?x2124 (_ bv128 32)) (and $x208 (not $x2193) (= ((_ extract 4 0) ?x2124) (_ bv0 5)) $x2118) (= (concat ?x2225 (_ bv0 1)) ?x2082))))
(not $x2207)))))))))))))))
(check-sat)
