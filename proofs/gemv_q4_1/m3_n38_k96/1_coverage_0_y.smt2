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
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2141 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2099 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2103 (bvadd ?x2099 (_ bv0 32))))
 (let ((?x2146 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2103)) ?x2141)))
 (let ((?x2148 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2146))))
 (let ((?x2153 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2115 (= ?x2153 (_ bv0 30))))
 (let ((?x2106 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2135 (or (not (= ((_ extract 31 6) ?x2146) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2103) ?x2106)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2157 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2149 (and $x2157 $x2157 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2157 $x2157 (bvult ?x2103 (_ bv128 32)) (and $x208 (not $x2135) (= ((_ extract 4 0) ?x2103) (_ bv0 5)) $x2115) (= (concat ?x2148 (_ bv0 1)) ?x2079))))
 (not $x2149)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2120 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2113 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2100 (bvadd ?x2113 (_ bv0 32))))
 (let ((?x2116 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2100)) ?x2120)))
 (let ((?x2194 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2116))))
 (let ((?x2153 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2115 (= ?x2153 (_ bv0 30))))
 (let ((?x2172 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2127 (or (not (= ((_ extract 31 6) ?x2116) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2100) ?x2172)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2157 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2155 (and $x2157 $x2157 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv76 64))) (_ bv8 16))) (_ bv10 32)) $x2157 $x2157 (bvult ?x2100 (_ bv128 32)) (and $x208 (not $x2127) (= ((_ extract 4 0) ?x2100) (_ bv0 5)) $x2115) (= (concat ?x2194 (_ bv0 1)) ?x2079))))
 (not $x2155)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2182 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2123 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2121 (bvadd ?x2123 (_ bv0 32))))
(let ((?x2215 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2121)) ?x2182)))
(let ((?x2222 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2215))))
(let ((?x2153 ((_ extract 29 0) (_ bv0 32))))
(let (($x2115 (= ?x2153 (_ bv0 30))))
(let ((?x2170 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2190 (or (not (= ((_ extract 31 6) ?x2215) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x2121) ?x2170)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2157 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2204 (and $x2157 $x2157 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv152 64))) (_ bv8 16))) (_ bv10 32)) $x2157 $x2157 (bvult ?x2121 (_ bv128 32)) (and $x208 (not $x2190) (= ((_ extract 4 0) ?x2121) (_ bv0 5)) $x2115) (= (concat ?x2222 (_ bv0 1)) ?x2079))))
(not $x2204)))))))))))))))
(check-sat)
