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
 (bvule base!x (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
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
 (let ((?x1921 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1950 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x1952 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv0 64))) (_ bv2 16)))) ?x1950)))
 (let (($x1965 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x1961 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1957 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1958 (and $x1957 $x1957 $x1957 $x1957 $x1957 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x203 (not (or (not $x1961) $x1965))) (= (concat ?x1952 (_ bv0 1)) ?x1921))))
 (not $x1958))))))))))
(assert
 (let ((?x1921 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1964 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv512 64))) (_ bv2 16)))))))
 (let ((?x1950 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let (($x1979 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x1983 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x1987 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x1983) $x1979))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1957 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1949 (and $x1957 $x1957 $x1957 $x1957 $x1957 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x203 (not $x1987)) (= (concat (bvadd ?x1950 ?x1964) (_ bv0 1)) ?x1921))))
 (not $x1949)))))))))))
(assert
 (let ((?x1921 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1991 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv1024 64))) (_ bv2 16)))))))
(let ((?x1950 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
(let (($x1997 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv1024 64))) (_ bv2 16)))))))
(let (($x2001 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
(let (($x1990 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x2001) $x1997))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x1957 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2005 (and $x1957 $x1957 $x1957 $x1957 $x1957 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1921 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x203 (not $x1990)) (= (concat (bvadd ?x1950 ?x1991) (_ bv0 1)) ?x1921))))
(not $x2005)))))))))))
(check-sat)
