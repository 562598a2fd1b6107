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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709536255 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x11252 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11264 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11284 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11271 (bvadd (bvmul ?x11284 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11306 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11271)) (concat ((_ extract 29 0) ?x11264) (_ bv0 2)))))
 (let ((?x11342 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 2))))
 (let ((?x11324 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 2))))
 (let (($x11322 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 28))))
 (let (($x11275 (or (not (= ((_ extract 31 10) ?x11306) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11271) (concat ((_ extract 7 0) ?x11264) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11344 (and $x231 (not $x11275) (= ((_ extract 4 0) ?x11271) (_ bv0 5)) (not (or (not $x11322) (bvule (_ bv8 4) ?x11324))))))
 (let (($x11346 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11349 (and $x11346 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv0 64))) (_ bv7680 16))) (_ bv2 32)) (bvult ?x11264 (_ bv240 32)) $x11346 $x11346 (bvult ?x11271 (_ bv128 32)) $x11344 (= (concat (bvadd (bvmul (_ bv960 63) ?x11342) (concat (_ bv0 31) ?x11306)) (_ bv0 1)) ?x11252))))
 (not $x11349)))))))))))))))
(assert
 (let ((?x11252 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11269 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11298 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11297 (bvadd (bvmul ?x11298 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11358 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11297)) (concat ((_ extract 29 0) ?x11269) (_ bv0 2)))))
 (let ((?x11353 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16)))) (_ bv1 2))))
 (let ((?x11372 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16)))) (_ bv1 2))))
 (let (($x11381 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16)))) (_ bv0 28))))
 (let (($x11368 (or (not (= ((_ extract 31 10) ?x11358) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11297) (concat ((_ extract 7 0) ?x11269) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11360 (and $x231 (not $x11368) (= ((_ extract 4 0) ?x11297) (_ bv0 5)) (not (or (not $x11381) (bvule (_ bv8 4) ?x11372))))))
 (let (($x11346 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11383 (and $x11346 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv1920 64))) (_ bv7680 16))) (_ bv2 32)) (bvult ?x11269 (_ bv240 32)) $x11346 $x11346 (bvult ?x11297 (_ bv128 32)) $x11360 (= (concat (bvadd (bvmul (_ bv960 63) ?x11353) (concat (_ bv0 31) ?x11358)) (_ bv0 1)) ?x11252))))
 (not $x11383)))))))))))))))
(assert
 (let ((?x11252 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11289 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11296 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11310 (bvadd (bvmul ?x11296 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11393 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11310)) (concat ((_ extract 29 0) ?x11289) (_ bv0 2)))))
 (let ((?x11395 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16)))) (_ bv2 2))))
 (let ((?x11413 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16)))) (_ bv2 2))))
 (let (($x11359 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16)))) (_ bv0 28))))
 (let (($x11407 (or (not (= ((_ extract 31 10) ?x11393) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11310) (concat ((_ extract 7 0) ?x11289) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11426 (and $x231 (not $x11407) (= ((_ extract 4 0) ?x11310) (_ bv0 5)) (not (or (not $x11359) (bvule (_ bv8 4) ?x11413))))))
 (let (($x11346 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11424 (and $x11346 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv3840 64))) (_ bv7680 16))) (_ bv2 32)) (bvult ?x11289 (_ bv240 32)) $x11346 $x11346 (bvult ?x11310 (_ bv128 32)) $x11426 (= (concat (bvadd (bvmul (_ bv960 63) ?x11395) (concat (_ bv0 31) ?x11393)) (_ bv0 1)) ?x11252))))
 (not $x11424)))))))))))))))
(assert
 (let ((?x11252 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x11302 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16)) (_ bv8 16)))))
(let ((?x11308 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x11323 (bvadd (bvmul ?x11308 (_ bv32 32)) (_ bv0 32))))
(let ((?x11442 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11323)) (concat ((_ extract 29 0) ?x11302) (_ bv0 2)))))
(let ((?x11417 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16)))) (_ bv3 2))))
(let ((?x11430 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16)))) (_ bv3 2))))
(let (($x11432 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16)))) (_ bv0 28))))
(let (($x11464 (or (not (= ((_ extract 31 10) ?x11442) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11323) (concat ((_ extract 7 0) ?x11302) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x11446 (and $x231 (not $x11464) (= ((_ extract 4 0) ?x11323) (_ bv0 5)) (not (or (not $x11432) (bvule (_ bv8 4) ?x11430))))))
(let (($x11346 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11443 (and $x11346 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11252 (_ bv5760 64))) (_ bv7680 16))) (_ bv2 32)) (bvult ?x11302 (_ bv240 32)) $x11346 $x11346 (bvult ?x11323 (_ bv128 32)) $x11446 (= (concat (bvadd (bvmul (_ bv960 63) ?x11417) (concat (_ bv0 31) ?x11442)) (_ bv0 1)) ?x11252))))
(not $x11443)))))))))))))))
(check-sat)
