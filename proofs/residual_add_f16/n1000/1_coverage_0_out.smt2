; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!a () (_ BitVec 64))
(declare-fun base!b () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!a (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!a (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!a (_ bv0 64)) true))
(assert
 (= (bvand base!b (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!b (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!b (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1000 64)))
(assert
 (let ((?x250 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x253 ((_ zero_extend 16) (bvudiv ?x250 (_ bv512 16)))))
(let ((?x276 ((_ zero_extend 16) (bvudiv (bvurem ?x250 (_ bv512 16)) (_ bv2 16)))))
(let ((?x352 (bvadd ?x276 (bvmul (_ bv256 32) ?x253))))
(let ((?x348 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x352))))
(let (($x267 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x348 (_ bv2 64)))))
(let (($x329 (or (not (= ((_ extract 31 10) ?x352) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x276) (bvmul (_ bv256 10) ((_ extract 9 0) ?x253)))))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x323 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x321 (and $x323 $x323 (bvult ?x253 (_ bv4 32)) $x323 $x323 (bvult ?x276 (_ bv256 32)) (and $x204 (not $x329)) (bvule ?x348 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x267)))
(not $x321))))))))))))
(check-sat)
