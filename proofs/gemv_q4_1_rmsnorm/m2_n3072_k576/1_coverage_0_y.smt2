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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x8264 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x8277 ((_ extract 15 0) (bvsub ?x8264 (_ bv0 64)))))
 (let ((?x8273 ((_ zero_extend 16) (bvudiv ?x8277 (_ bv8 16)))))
 (let ((?x8268 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x8277 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x8308 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8268)) (concat ((_ extract 29 0) ?x8273) (_ bv0 2)))))
 (let ((?x8289 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x8308))))
 (let ((?x8311 (concat ?x8289 (_ bv0 1))))
 (let ((?x8313 (bvadd ?x8264 (_ bv2 64))))
 (let ((?x8305 ((_ extract 29 0) (_ bv0 32))))
 (let (($x8327 (= ?x8305 (_ bv0 30))))
 (let (($x8284 (or (not (= ((_ extract 31 12) ?x8308) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x8268) (concat ((_ extract 9 0) ?x8273) (_ bv0 2)))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x8321 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x8300 (and $x8321 $x8321 (bvult ?x8273 (_ bv768 32)) $x8321 $x8321 (bvult ?x8268 (_ bv128 32)) (and $x228 (not $x8284) (= ((_ extract 4 0) ?x8268) (_ bv0 5)) $x8327) (bvule ?x8311 ?x8264) (bvule ?x8313 (bvadd ?x8311 (_ bv2 64))))))
 (not $x8300))))))))))))))))
(assert
 (let ((?x8264 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x8288 ((_ extract 15 0) (bvsub ?x8264 (_ bv6144 64)))))
(let ((?x8283 ((_ zero_extend 16) (bvudiv ?x8288 (_ bv8 16)))))
(let ((?x8280 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x8288 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x8369 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8280)) (concat ((_ extract 29 0) ?x8283) (_ bv0 2)))))
(let ((?x8345 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x8369))))
(let ((?x8315 (concat ?x8345 (_ bv0 1))))
(let ((?x8313 (bvadd ?x8264 (_ bv2 64))))
(let ((?x8305 ((_ extract 29 0) (_ bv0 32))))
(let (($x8327 (= ?x8305 (_ bv0 30))))
(let (($x8373 (or (not (= ((_ extract 31 12) ?x8369) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x8280) (concat ((_ extract 9 0) ?x8283) (_ bv0 2)))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x8321 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8348 (and $x8321 $x8321 (bvult ?x8283 (_ bv768 32)) $x8321 $x8321 (bvult ?x8280 (_ bv128 32)) (and $x228 (not $x8373) (= ((_ extract 4 0) ?x8280) (_ bv0 5)) $x8327) (bvule ?x8315 ?x8264) (bvule ?x8313 (bvadd ?x8315 (_ bv2 64))))))
(not $x8348))))))))))))))))
(check-sat)
