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
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x2112 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2178 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2132 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2112 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2136 (bvadd ?x2132 (_ bv0 32))))
 (let ((?x2179 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2136)) ?x2178)))
 (let ((?x2170 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2179))))
 (let ((?x2193 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2158 (= ?x2193 (_ bv0 30))))
 (let ((?x2188 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2139 (or (not (= ((_ extract 31 6) ?x2179) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2136) ?x2188)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2149 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2187 (and $x2149 $x2149 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2149 $x2149 (bvult ?x2136 (_ bv128 32)) (and $x208 (not $x2139) (= ((_ extract 4 0) ?x2136) (_ bv0 5)) $x2158) (= (concat ?x2170 (_ bv0 1)) ?x2112))))
 (not $x2187)))))))))))))))
(assert
 (let ((?x2112 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2131 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2146 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2112 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2133 (bvadd ?x2146 (_ bv0 32))))
 (let ((?x2220 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2133)) ?x2131)))
 (let ((?x2227 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2220))))
 (let ((?x2193 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2158 (= ?x2193 (_ bv0 30))))
 (let ((?x2200 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2186 (or (not (= ((_ extract 31 6) ?x2220) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2133) ?x2200)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2149 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2196 (and $x2149 $x2149 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2149 $x2149 (bvult ?x2133 (_ bv128 32)) (and $x208 (not $x2186) (= ((_ extract 4 0) ?x2133) (_ bv0 5)) $x2158) (= (concat ?x2227 (_ bv0 1)) ?x2112))))
 (not $x2196)))))))))))))))
(assert
 (let ((?x2112 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2165 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2156 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2112 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2137 (bvadd ?x2156 (_ bv0 32))))
(let ((?x2248 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2137)) ?x2165)))
(let ((?x2255 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2248))))
(let ((?x2193 ((_ extract 29 0) (_ bv0 32))))
(let (($x2158 (= ?x2193 (_ bv0 30))))
(let ((?x2214 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2240 (or (not (= ((_ extract 31 6) ?x2248) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2137) ?x2214)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2149 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2204 (and $x2149 $x2149 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2112 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2149 $x2149 (bvult ?x2137 (_ bv128 32)) (and $x208 (not $x2240) (= ((_ extract 4 0) ?x2137) (_ bv0 5)) $x2158) (= (concat ?x2255 (_ bv0 1)) ?x2112))))
(not $x2204)))))))))))))))
(check-sat)
