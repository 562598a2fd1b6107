; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708814335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x6107 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x6150 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6107 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x6122 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x6107 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x6127 (bvadd ?x6122 (_ bv0 32))))
(let ((?x6169 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x6127)) ?x6150)))
(let ((?x6132 (concat (bvadd (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x6169)) (_ bv0 1))))
(let (($x6131 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x6127) (_ bv0 5))))))
(let ((?x6165 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6107 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x6126 (or (not (= ((_ extract 31 10) ?x6169) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 14 5) ?x6127) ?x6165)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x6158 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6167 (and $x6158 $x6158 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x6107 (_ bv0 64))) (_ bv8 16))) (_ bv160 32)) $x6158 $x6158 (bvult ?x6127 (_ bv128 32)) (and $x206 (not $x6126) (not $x6131)) (= ?x6132 ?x6107))))
(not $x6167))))))))))))))
(check-sat)
