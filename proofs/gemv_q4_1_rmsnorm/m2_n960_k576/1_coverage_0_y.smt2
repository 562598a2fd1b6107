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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x8263 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x8276 ((_ extract 15 0) (bvsub ?x8263 (_ bv0 64)))))
 (let ((?x8272 ((_ zero_extend 16) (bvudiv ?x8276 (_ bv8 16)))))
 (let ((?x8267 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x8276 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x8299 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8267)) (concat ((_ extract 29 0) ?x8272) (_ bv0 2)))))
 (let ((?x8327 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x8299))))
 (let ((?x8325 (concat ?x8327 (_ bv0 1))))
 (let ((?x8312 (bvadd ?x8263 (_ bv2 64))))
 (let ((?x8308 ((_ extract 29 0) (_ bv0 32))))
 (let (($x8324 (= ?x8308 (_ bv0 30))))
 (let (($x8316 (or (not (= ((_ extract 31 10) ?x8299) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x8267) (concat ((_ extract 7 0) ?x8272) (_ bv0 2)))))))
 (let (($x227 (= param!power (_ bv1 32))))
 (let (($x8309 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x8296 (and $x8309 $x8309 (bvult ?x8272 (_ bv240 32)) $x8309 $x8309 (bvult ?x8267 (_ bv128 32)) (and $x227 (not $x8316) (= ((_ extract 4 0) ?x8267) (_ bv0 5)) $x8324) (bvule ?x8325 ?x8263) (bvule ?x8312 (bvadd ?x8325 (_ bv2 64))))))
 (not $x8296))))))))))))))))
(assert
 (let ((?x8263 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x8287 ((_ extract 15 0) (bvsub ?x8263 (_ bv1920 64)))))
(let ((?x8282 ((_ zero_extend 16) (bvudiv ?x8287 (_ bv8 16)))))
(let ((?x8279 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x8287 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x8368 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8279)) (concat ((_ extract 29 0) ?x8282) (_ bv0 2)))))
(let ((?x8338 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x8368))))
(let ((?x8298 (concat ?x8338 (_ bv0 1))))
(let ((?x8312 (bvadd ?x8263 (_ bv2 64))))
(let ((?x8308 ((_ extract 29 0) (_ bv0 32))))
(let (($x8324 (= ?x8308 (_ bv0 30))))
(let (($x8339 (or (not (= ((_ extract 31 10) ?x8368) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x8279) (concat ((_ extract 7 0) ?x8282) (_ bv0 2)))))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x8309 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8352 (and $x8309 $x8309 (bvult ?x8282 (_ bv240 32)) $x8309 $x8309 (bvult ?x8279 (_ bv128 32)) (and $x227 (not $x8339) (= ((_ extract 4 0) ?x8279) (_ bv0 5)) $x8324) (bvule ?x8298 ?x8263) (bvule ?x8312 (bvadd ?x8298 (_ bv2 64))))))
(not $x8352))))))))))))))))
(check-sat)
