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
 (let ((?x262 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x275 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x262 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x283 (bvadd ?x275 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x262 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x287 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x262 (_ bv0 64))) (_ bv512 16)))))))
(let (($x286 (or (not (= ((_ extract 31 10) ?x283) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x275) ?x287)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x289 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x277 (and $x289 $x289 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x262 (_ bv0 64))) (_ bv512 16))) (_ bv4 32)) $x289 $x289 (bvult ?x275 (_ bv256 32)) (and $x204 (not $x286)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x283)) ?x262))))
(not $x277))))))))))
(check-sat)
