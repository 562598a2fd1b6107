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
 (let ((?x2003 ((_ extract 15 0) (bvsub ?x1991 (_ bv0 64)))))
 (let ((?x1996 ((_ zero_extend 16) (bvudiv ?x2003 (_ bv32 16)))))
 (let ((?x2005 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2003 (_ bv32 16)) (_ bv8 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2065 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2005)) (concat ((_ extract 28 0) ?x1996) (_ bv0 2)))))
 (let ((?x2018 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x2031 (concat (bvadd ?x2018 (concat (_ bv0 30) ?x2065 (_ bv0 1))) (_ bv0 2))))
 (let ((?x2043 (bvadd ?x1991 (_ bv4 64))))
 (let (($x2007 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let (($x2063 (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2005) (concat ((_ extract 2 0) ?x1996) (_ bv0 2))) (_ bv0 1)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2056 (and $x207 (not (or (not (= ((_ extract 30 5) ?x2065) (_ bv0 26))) $x2063)) (= ((_ extract 4 0) ?x2005) (_ bv0 5)) $x2007)))
 (let (($x2024 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2026 (and $x2024 $x2024 (bvult ?x1996 (_ bv5 32)) $x2024 $x2024 (bvult ?x2005 (_ bv128 32)) $x2056 (bvule ?x2031 ?x1991) (bvule ?x2043 (bvadd ?x2031 (_ bv4 64))))))
 (not $x2026))))))))))))))))
(assert
 (let ((?x1991 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2004 ((_ extract 15 0) (bvsub ?x1991 (_ bv4 64)))))
(let ((?x2006 ((_ zero_extend 16) (bvudiv ?x2004 (_ bv32 16)))))
(let ((?x2009 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2004 (_ bv32 16)) (_ bv8 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2097 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2009)) (concat ((_ extract 28 0) ?x2006) (_ bv0 2)))))
(let ((?x2018 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let ((?x2103 (bvadd (_ bv4 64) (concat (bvadd ?x2018 (concat (_ bv0 30) ?x2097 (_ bv0 1))) (_ bv0 2)))))
(let ((?x2043 (bvadd ?x1991 (_ bv4 64))))
(let (($x2089 (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2009) (concat ((_ extract 2 0) ?x2006) (_ bv0 2))) (_ bv1 1)))))
(let (($x2081 (not (= ((_ extract 30 5) ?x2097) (_ bv0 26)))))
(let (($x2007 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x2114 (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2009) (concat ((_ extract 2 0) ?x2006) (_ bv0 2))) (_ bv0 1)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2104 (and $x207 (not (or $x2081 $x2114)) (= ((_ extract 4 0) ?x2009) (_ bv0 5)) $x2007 (not (or $x2081 $x2089)))))
(let (($x2024 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2025 (and $x2024 $x2024 (bvult ?x2006 (_ bv5 32)) $x2024 $x2024 (bvult ?x2009 (_ bv128 32)) $x2104 (bvule ?x2103 ?x1991) (bvule ?x2043 (bvadd ?x2103 (_ bv4 64))))))
(not $x2025))))))))))))))))))
(check-sat)
