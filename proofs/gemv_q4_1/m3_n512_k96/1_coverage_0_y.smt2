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
 (bvule base!w (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv512 64)))
(assert
 (let ((?x2076 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2138 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2090 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2076 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2097 (bvadd ?x2090 (_ bv0 32))))
 (let ((?x2157 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2097)) ?x2138)))
 (let ((?x2143 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2157))))
 (let ((?x2123 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2120 (= ?x2123 (_ bv0 30))))
 (let ((?x2111 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2150 (or (not (= ((_ extract 31 10) ?x2157) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2097) ?x2111)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2145 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2106 (and $x2145 $x2145 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv0 64))) (_ bv8 16))) (_ bv128 32)) $x2145 $x2145 (bvult ?x2097 (_ bv128 32)) (and $x204 (not $x2150) (= ((_ extract 4 0) ?x2097) (_ bv0 5)) $x2120) (= (concat ?x2143 (_ bv0 1)) ?x2076))))
 (not $x2106)))))))))))))))
(assert
 (let ((?x2076 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2135 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2109 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2076 (_ bv1024 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2095 (bvadd ?x2109 (_ bv0 32))))
 (let ((?x2189 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2095)) ?x2135)))
 (let ((?x2176 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2189))))
 (let ((?x2123 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2120 (= ?x2123 (_ bv0 30))))
 (let ((?x2155 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2172 (or (not (= ((_ extract 31 10) ?x2189) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2095) ?x2155)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2145 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2195 (and $x2145 $x2145 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv1024 64))) (_ bv8 16))) (_ bv128 32)) $x2145 $x2145 (bvult ?x2095 (_ bv128 32)) (and $x204 (not $x2172) (= ((_ extract 4 0) ?x2095) (_ bv0 5)) $x2120) (= (concat ?x2176 (_ bv0 1)) ?x2076))))
 (not $x2195)))))))))))))))
(assert
 (let ((?x2076 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2179 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2119 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2076 (_ bv2048 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2086 (bvadd ?x2119 (_ bv0 32))))
(let ((?x2217 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2086)) ?x2179)))
(let ((?x2191 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2217))))
(let ((?x2123 ((_ extract 29 0) (_ bv0 32))))
(let (($x2120 (= ?x2123 (_ bv0 30))))
(let ((?x2112 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2222 (or (not (= ((_ extract 31 10) ?x2217) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2086) ?x2112)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x2145 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2219 (and $x2145 $x2145 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2076 (_ bv2048 64))) (_ bv8 16))) (_ bv128 32)) $x2145 $x2145 (bvult ?x2086 (_ bv128 32)) (and $x204 (not $x2222) (= ((_ extract 4 0) ?x2086) (_ bv0 5)) $x2120) (= (concat ?x2191 (_ bv0 1)) ?x2076))))
(not $x2219)))))))))))))))
(check-sat)
