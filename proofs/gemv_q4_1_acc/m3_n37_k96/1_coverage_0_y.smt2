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
 (let ((?x2109 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2175 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2129 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2109 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2133 (bvadd ?x2129 (_ bv0 32))))
 (let ((?x2176 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2133)) ?x2175)))
 (let ((?x2167 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2176))))
 (let ((?x2190 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2155 (= ?x2190 (_ bv0 30))))
 (let ((?x2185 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2136 (or (not (= ((_ extract 31 6) ?x2176) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2133) ?x2185)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2146 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2184 (and $x2146 $x2146 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2146 $x2146 (bvult ?x2133 (_ bv128 32)) (and $x208 (not $x2136) (= ((_ extract 4 0) ?x2133) (_ bv0 5)) $x2155) (= (concat ?x2167 (_ bv0 1)) ?x2109))))
 (not $x2184)))))))))))))))
(assert
 (let ((?x2109 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2128 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2143 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2109 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2130 (bvadd ?x2143 (_ bv0 32))))
 (let ((?x2217 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2130)) ?x2128)))
 (let ((?x2224 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2217))))
 (let ((?x2190 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2155 (= ?x2190 (_ bv0 30))))
 (let ((?x2197 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2183 (or (not (= ((_ extract 31 6) ?x2217) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2130) ?x2197)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2146 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2193 (and $x2146 $x2146 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2146 $x2146 (bvult ?x2130 (_ bv128 32)) (and $x208 (not $x2183) (= ((_ extract 4 0) ?x2130) (_ bv0 5)) $x2155) (= (concat ?x2224 (_ bv0 1)) ?x2109))))
 (not $x2193)))))))))))))))
(assert
 (let ((?x2109 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2162 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2153 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2109 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2134 (bvadd ?x2153 (_ bv0 32))))
(let ((?x2245 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2134)) ?x2162)))
(let ((?x2252 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2245))))
(let ((?x2190 ((_ extract 29 0) (_ bv0 32))))
(let (($x2155 (= ?x2190 (_ bv0 30))))
(let ((?x2211 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2237 (or (not (= ((_ extract 31 6) ?x2245) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2134) ?x2211)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2146 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2201 (and $x2146 $x2146 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2109 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2146 $x2146 (bvult ?x2134 (_ bv128 32)) (and $x208 (not $x2237) (= ((_ extract 4 0) ?x2134) (_ bv0 5)) $x2155) (= (concat ?x2252 (_ bv0 1)) ?x2109))))
(not $x2201)))))))))))))))
(check-sat)
