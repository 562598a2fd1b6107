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
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2148 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2102 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2106 (bvadd ?x2102 (_ bv0 32))))
 (let ((?x2149 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2106)) ?x2148)))
 (let ((?x2140 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2149))))
 (let ((?x2163 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2128 (= ?x2163 (_ bv0 30))))
 (let ((?x2158 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2109 (or (not (= ((_ extract 31 6) ?x2149) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2106) ?x2158)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2119 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2157 (and $x2119 $x2119 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2119 $x2119 (bvult ?x2106 (_ bv128 32)) (and $x208 (not $x2109) (= ((_ extract 4 0) ?x2106) (_ bv0 5)) $x2128) (= (concat ?x2140 (_ bv0 1)) ?x2082))))
 (not $x2157)))))))))))))))
(assert
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2101 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2116 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2103 (bvadd ?x2116 (_ bv0 32))))
 (let ((?x2190 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2103)) ?x2101)))
 (let ((?x2197 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2190))))
 (let ((?x2163 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2128 (= ?x2163 (_ bv0 30))))
 (let ((?x2170 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2156 (or (not (= ((_ extract 31 6) ?x2190) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2103) ?x2170)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2119 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2166 (and $x2119 $x2119 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2119 $x2119 (bvult ?x2103 (_ bv128 32)) (and $x208 (not $x2156) (= ((_ extract 4 0) ?x2103) (_ bv0 5)) $x2128) (= (concat ?x2197 (_ bv0 1)) ?x2082))))
 (not $x2166)))))))))))))))
(assert
 (let ((?x2082 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2135 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2126 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2082 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2107 (bvadd ?x2126 (_ bv0 32))))
(let ((?x2218 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2107)) ?x2135)))
(let ((?x2225 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2218))))
(let ((?x2163 ((_ extract 29 0) (_ bv0 32))))
(let (($x2128 (= ?x2163 (_ bv0 30))))
(let ((?x2184 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2210 (or (not (= ((_ extract 31 6) ?x2218) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2107) ?x2184)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2119 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2174 (and $x2119 $x2119 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2082 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2119 $x2119 (bvult ?x2107 (_ bv128 32)) (and $x208 (not $x2210) (= ((_ extract 4 0) ?x2107) (_ bv0 5)) $x2128) (= (concat ?x2225 (_ bv0 1)) ?x2082))))
(not $x2174)))))))))))))))
(check-sat)
