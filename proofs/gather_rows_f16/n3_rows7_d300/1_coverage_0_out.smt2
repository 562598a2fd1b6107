; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x283 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x301 ((_ extract 15 0) (bvsub ?x283 (_ bv0 64)))))
 (let ((?x299 ((_ zero_extend 16) (bvudiv ?x301 (_ bv600 16)))))
 (let ((?x298 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x299)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x283 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x306 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x283 (_ bv0 64))) (_ bv600 16)) (_ bv512 16)))))
(let ((?x312 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x283 (_ bv0 64))) (_ bv600 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x315 (bvadd ?x312 (bvmul (_ bv256 32) ?x306))))
(let ((?x332 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x283 (_ bv0 64))) (_ bv600 16)))))))
(let (($x331 (or (not (= ((_ extract 31 9) ?x315) (_ bv0 23))) (bvule (_ bv300 9) (bvadd ((_ extract 8 0) ?x312) (bvmul (_ bv256 9) ((_ extract 8 0) ?x306)))))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x318 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x322 (and $x318 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x283 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) (bvult ?x306 (_ bv2 32)) $x318 $x318 (bvult ?x312 (_ bv256 32)) (and $x209 (not $x331)) (= (concat (bvadd ?x332 (concat (_ bv0 31) ?x315)) (_ bv0 1)) ?x283))))
(not $x322)))))))))))
(check-sat)
