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
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2141 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2093 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2100 (bvadd ?x2093 (_ bv0 32))))
 (let ((?x2160 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2100)) ?x2141)))
 (let ((?x2146 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2160))))
 (let ((?x2126 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2123 (= ?x2126 (_ bv0 30))))
 (let ((?x2114 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2153 (or (not (= ((_ extract 31 10) ?x2160) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2100) ?x2114)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2148 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2109 (and $x2148 $x2148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv0 64))) (_ bv8 16))) (_ bv128 32)) $x2148 $x2148 (bvult ?x2100 (_ bv128 32)) (and $x204 (not $x2153) (= ((_ extract 4 0) ?x2100) (_ bv0 5)) $x2123) (= (concat ?x2146 (_ bv0 1)) ?x2079))))
 (not $x2109)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2138 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2112 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv1024 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2098 (bvadd ?x2112 (_ bv0 32))))
 (let ((?x2192 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2098)) ?x2138)))
 (let ((?x2179 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2192))))
 (let ((?x2126 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2123 (= ?x2126 (_ bv0 30))))
 (let ((?x2158 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2175 (or (not (= ((_ extract 31 10) ?x2192) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2098) ?x2158)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2148 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2198 (and $x2148 $x2148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv1024 64))) (_ bv8 16))) (_ bv128 32)) $x2148 $x2148 (bvult ?x2098 (_ bv128 32)) (and $x204 (not $x2175) (= ((_ extract 4 0) ?x2098) (_ bv0 5)) $x2123) (= (concat ?x2179 (_ bv0 1)) ?x2079))))
 (not $x2198)))))))))))))))
(assert
 (let ((?x2079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2182 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2122 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2079 (_ bv2048 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2089 (bvadd ?x2122 (_ bv0 32))))
(let ((?x2220 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2089)) ?x2182)))
(let ((?x2194 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2220))))
(let ((?x2126 ((_ extract 29 0) (_ bv0 32))))
(let (($x2123 (= ?x2126 (_ bv0 30))))
(let ((?x2115 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2225 (or (not (= ((_ extract 31 10) ?x2220) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x2089) ?x2115)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x2148 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2222 (and $x2148 $x2148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2079 (_ bv2048 64))) (_ bv8 16))) (_ bv128 32)) $x2148 $x2148 (bvult ?x2089 (_ bv128 32)) (and $x204 (not $x2225) (= ((_ extract 4 0) ?x2089) (_ bv0 5)) $x2123) (= (concat ?x2194 (_ bv0 1)) ?x2079))))
(not $x2222)))))))))))))))
(check-sat)
