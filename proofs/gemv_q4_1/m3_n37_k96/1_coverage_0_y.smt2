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
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2145 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2099 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2103 (bvadd ?x2099 (_ bv0 32))))
 (let ((?x2146 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2103)) ?x2145)))
 (let ((?x2137 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2146))))
 (let ((?x2160 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2125 (= ?x2160 (_ bv0 30))))
 (let ((?x2155 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2106 (or (not (= ((_ extract 31 6) ?x2146) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2103) ?x2155)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2116 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2154 (and $x2116 $x2116 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2116 $x2116 (bvult ?x2103 (_ bv128 32)) (and $x208 (not $x2106) (= ((_ extract 4 0) ?x2103) (_ bv0 5)) $x2125) (= (concat ?x2137 (_ bv0 1)) ?x2079))))
 (not $x2154)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2098 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2113 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2100 (bvadd ?x2113 (_ bv0 32))))
 (let ((?x2187 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2100)) ?x2098)))
 (let ((?x2194 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2187))))
 (let ((?x2160 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2125 (= ?x2160 (_ bv0 30))))
 (let ((?x2167 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2153 (or (not (= ((_ extract 31 6) ?x2187) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2100) ?x2167)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2116 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2163 (and $x2116 $x2116 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2116 $x2116 (bvult ?x2100 (_ bv128 32)) (and $x208 (not $x2153) (= ((_ extract 4 0) ?x2100) (_ bv0 5)) $x2125) (= (concat ?x2194 (_ bv0 1)) ?x2079))))
 (not $x2163)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2132 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2123 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2104 (bvadd ?x2123 (_ bv0 32))))
(let ((?x2215 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2104)) ?x2132)))
(let ((?x2222 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2215))))
(let ((?x2160 ((_ extract 29 0) (_ bv0 32))))
(let (($x2125 (= ?x2160 (_ bv0 30))))
(let ((?x2181 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2207 (or (not (= ((_ extract 31 6) ?x2215) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2104) ?x2181)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2116 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2171 (and $x2116 $x2116 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2116 $x2116 (bvult ?x2104 (_ bv128 32)) (and $x208 (not $x2207) (= ((_ extract 4 0) ?x2104) (_ bv0 5)) $x2125) (= (concat ?x2222 (_ bv0 1)) ?x2079))))
(not $x2171)))))))))))))))
(check-sat)
