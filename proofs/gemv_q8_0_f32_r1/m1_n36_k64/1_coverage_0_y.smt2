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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549167 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x1991 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2044 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let ((?x2014 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1991 (_ bv0 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
 (let ((?x2005 (bvadd ?x2014 (_ bv0 32))))
 (let ((?x2049 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2005)) ?x2044)))
 (let ((?x2065 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x2051 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x2022 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let (($x2062 (or (not (= ((_ extract 30 5) ?x2049) (_ bv0 26))) (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2005) ?x2022) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2045 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2055 (and $x2045 $x2045 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv0 64))) (_ bv32 16))) (_ bv5 32)) $x2045 $x2045 (bvult ?x2005 (_ bv128 32)) (and $x207 (not $x2062) (= ((_ extract 4 0) ?x2005) (_ bv0 5)) $x2051) (= (concat (bvadd ?x2065 (concat (_ bv0 30) ?x2049 (_ bv0 1))) (_ bv0 2)) ?x1991))))
 (not $x2055))))))))))))))
(assert
 (let ((?x1991 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2043 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2010 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1991 (_ bv4 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
(let ((?x2009 (bvadd ?x2010 (_ bv0 32))))
(let ((?x2092 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2009)) ?x2043)))
(let ((?x2065 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x2105 (= (bvadd (_ bv4 64) (concat (bvadd ?x2065 (concat (_ bv0 30) ?x2092 (_ bv0 1))) (_ bv0 2))) ?x1991)))
(let ((?x2114 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2072 (bvadd ((_ extract 9 5) ?x2009) ?x2114)))
(let (($x2069 (not (= ((_ extract 30 5) ?x2092) (_ bv0 26)))))
(let (($x2051 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2102 (and $x207 (not (or $x2069 (bvule (_ bv36 6) (concat ?x2072 (_ bv0 1))))) (= ((_ extract 4 0) ?x2009) (_ bv0 5)) $x2051 (not (or $x2069 (bvule (_ bv36 6) (concat ?x2072 (_ bv1 1))))))))
(let (($x2045 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2103 (and $x2045 $x2045 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1991 (_ bv4 64))) (_ bv32 16))) (_ bv5 32)) $x2045 $x2045 (bvult ?x2009 (_ bv128 32)) $x2102 $x2105)))
(not $x2103)))))))))))))))))
(check-sat)
