; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
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
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x1858 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1883 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1858 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1882 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1858 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1881 (bvadd ?x1882 (_ bv0 32))))
(let ((?x1920 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1881)) ?x1883)))
(let ((?x1872 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1920)) (_ bv0 1))))
(let (($x1915 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1881) (_ bv0 5))))))
(let ((?x1907 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1858 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1918 (or (not (= ((_ extract 31 11) ?x1920) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x1881) ?x1907)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1904 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1896 (and $x1904 $x1904 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1858 (_ bv0 64))) (_ bv8 16))) (_ bv384 32)) $x1904 $x1904 (bvult ?x1881 (_ bv128 32)) (and $x229 (not $x1918) (not $x1915)) (= ?x1872 ?x1858))))
(not $x1896))))))))))))))
(check-sat)
