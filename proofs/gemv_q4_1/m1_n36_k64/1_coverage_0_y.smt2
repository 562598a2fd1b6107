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
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x1836 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1879 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1836 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1859 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1836 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1846 (bvadd ?x1859 (_ bv0 32))))
(let ((?x1898 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1846)) ?x1879)))
(let ((?x1852 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1898))))
(let ((?x1851 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1836 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1848 (or (not (= ((_ extract 31 6) ?x1898) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x1846) ?x1851)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1894 (and $x207 (not $x1848) (= ((_ extract 4 0) ?x1846) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x1893 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1883 (and $x1893 $x1893 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1836 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x1893 $x1893 (bvult ?x1846 (_ bv128 32)) $x1894 (= (concat ?x1852 (_ bv0 1)) ?x1836))))
(not $x1883))))))))))))))
(check-sat)
