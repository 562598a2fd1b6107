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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709543935 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x11250 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11306 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x11272 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11250 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x11259 (bvadd ?x11272 (_ bv0 32))))
 (let ((?x11339 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11259)) ?x11306)))
 (let ((?x11311 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x11339))))
 (let (($x11316 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x11327 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x11323 (or (not (= ((_ extract 31 10) ?x11339) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11259) ?x11327)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x11318 (and $x228 (not $x11323) (= ((_ extract 4 0) ?x11259) (_ bv0 5)) (not (or $x11316 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv0 2))))))))
 (let (($x11309 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11294 (and $x11309 $x11309 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x11309 $x11309 (bvult ?x11259 (_ bv128 32)) $x11318 (= (concat ?x11311 (_ bv0 1)) ?x11250))))
 (not $x11294)))))))))))))))
(assert
 (let ((?x11250 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11338 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x11282 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11250 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x11278 (bvadd ?x11282 (_ bv0 32))))
 (let ((?x11369 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11278)) ?x11338)))
 (let ((?x11308 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x11369))))
 (let (($x11316 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x11346 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x11350 (or (not (= ((_ extract 31 10) ?x11369) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11278) ?x11346)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x11352 (and $x228 (not $x11350) (= ((_ extract 4 0) ?x11278) (_ bv0 5)) (not (or $x11316 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv1 2))))))))
 (let (($x11309 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11362 (and $x11309 $x11309 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x11309 $x11309 (bvult ?x11278 (_ bv128 32)) $x11352 (= (concat ?x11308 (_ bv0 1)) ?x11250))))
 (not $x11362)))))))))))))))
(assert
 (let ((?x11250 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11386 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv3840 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x11292 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11250 (_ bv3840 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x11273 (bvadd ?x11292 (_ bv0 32))))
 (let ((?x11401 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11273)) ?x11386)))
 (let ((?x11389 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x11401))))
 (let (($x11316 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x11341 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv3840 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x11370 (or (not (= ((_ extract 31 10) ?x11401) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11273) ?x11341)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x11406 (and $x228 (not $x11370) (= ((_ extract 4 0) ?x11273) (_ bv0 5)) (not (or $x11316 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv2 2))))))))
 (let (($x11309 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11409 (and $x11309 $x11309 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv3840 64))) (_ bv8 16))) (_ bv240 32)) $x11309 $x11309 (bvult ?x11273 (_ bv128 32)) $x11406 (= (concat ?x11389 (_ bv0 1)) ?x11250))))
 (not $x11409)))))))))))))))
(assert
 (let ((?x11250 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x11418 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv5760 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x11302 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11250 (_ bv5760 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x11298 (bvadd ?x11302 (_ bv0 32))))
(let ((?x11433 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11298)) ?x11418)))
(let ((?x11437 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv3 2))) (concat (_ bv0 31) ?x11433))))
(let (($x11316 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
(let ((?x11402 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv5760 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x11445 (or (not (= ((_ extract 31 10) ?x11433) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11298) ?x11402)))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x11448 (and $x228 (not $x11445) (= ((_ extract 4 0) ?x11298) (_ bv0 5)) (not (or $x11316 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv3 2))))))))
(let (($x11309 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11424 (and $x11309 $x11309 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11250 (_ bv5760 64))) (_ bv8 16))) (_ bv240 32)) $x11309 $x11309 (bvult ?x11298 (_ bv128 32)) $x11448 (= (concat ?x11437 (_ bv0 1)) ?x11250))))
(not $x11424)))))))))))))))
(check-sat)
