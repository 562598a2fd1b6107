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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x11251 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11263 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11269 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11276 (bvadd (bvmul ?x11269 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11317 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11276)) (concat ((_ extract 29 0) ?x11263) (_ bv0 2)))))
 (let ((?x11315 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 2))))
 (let ((?x11340 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 2))))
 (let (($x11334 (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16)))) (_ bv0 27))))
 (let (($x11303 (or (not (= ((_ extract 31 10) ?x11317) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11276) (concat ((_ extract 7 0) ?x11263) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11321 (and $x231 (not $x11303) (= ((_ extract 4 0) ?x11276) (_ bv0 5)) (not (or (not $x11334) (bvule (_ bv16 5) ?x11340))))))
 (let (($x11345 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11348 (and $x11345 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv0 64))) (_ bv7680 16))) (_ bv4 32)) (bvult ?x11263 (_ bv240 32)) $x11345 $x11345 (bvult ?x11276 (_ bv128 32)) $x11321 (= (concat (bvadd (bvmul (_ bv960 63) ?x11315) (concat (_ bv0 31) ?x11317)) (_ bv0 1)) ?x11251))))
 (not $x11348)))))))))))))))
(assert
 (let ((?x11251 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11268 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11274 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11292 (bvadd (bvmul ?x11274 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11355 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11292)) (concat ((_ extract 29 0) ?x11268) (_ bv0 2)))))
 (let ((?x11356 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16)))) (_ bv1 2))))
 (let ((?x11354 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16)))) (_ bv1 2))))
 (let (($x11362 (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16)))) (_ bv0 27))))
 (let (($x11363 (or (not (= ((_ extract 31 10) ?x11355) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11292) (concat ((_ extract 7 0) ?x11268) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11351 (and $x231 (not $x11363) (= ((_ extract 4 0) ?x11292) (_ bv0 5)) (not (or (not $x11362) (bvule (_ bv16 5) ?x11354))))))
 (let (($x11345 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11374 (and $x11345 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv1920 64))) (_ bv7680 16))) (_ bv4 32)) (bvult ?x11268 (_ bv240 32)) $x11345 $x11345 (bvult ?x11292 (_ bv128 32)) $x11351 (= (concat (bvadd (bvmul (_ bv960 63) ?x11356) (concat (_ bv0 31) ?x11355)) (_ bv0 1)) ?x11251))))
 (not $x11374)))))))))))))))
(assert
 (let ((?x11251 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x11279 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16)) (_ bv8 16)))))
 (let ((?x11299 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x11305 (bvadd (bvmul ?x11299 (_ bv32 32)) (_ bv0 32))))
 (let ((?x11420 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11305)) (concat ((_ extract 29 0) ?x11279) (_ bv0 2)))))
 (let ((?x11369 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16)))) (_ bv2 2))))
 (let ((?x11405 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16)))) (_ bv2 2))))
 (let (($x11395 (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16)))) (_ bv0 27))))
 (let (($x11408 (or (not (= ((_ extract 31 10) ?x11420) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11305) (concat ((_ extract 7 0) ?x11279) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x11424 (and $x231 (not $x11408) (= ((_ extract 4 0) ?x11305) (_ bv0 5)) (not (or (not $x11395) (bvule (_ bv16 5) ?x11405))))))
 (let (($x11345 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11418 (and $x11345 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv3840 64))) (_ bv7680 16))) (_ bv4 32)) (bvult ?x11279 (_ bv240 32)) $x11345 $x11345 (bvult ?x11305 (_ bv128 32)) $x11424 (= (concat (bvadd (bvmul (_ bv960 63) ?x11369) (concat (_ bv0 31) ?x11420)) (_ bv0 1)) ?x11251))))
 (not $x11418)))))))))))))))
(assert
 (let ((?x11251 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x11275 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16)) (_ bv8 16)))))
(let ((?x11312 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x11318 (bvadd (bvmul ?x11312 (_ bv32 32)) (_ bv0 32))))
(let ((?x11457 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11318)) (concat ((_ extract 29 0) ?x11275) (_ bv0 2)))))
(let ((?x11439 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16)))) (_ bv3 2))))
(let ((?x11451 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16)))) (_ bv3 2))))
(let (($x11416 (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16)))) (_ bv0 27))))
(let (($x11462 (or (not (= ((_ extract 31 10) ?x11457) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x11318) (concat ((_ extract 7 0) ?x11275) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x11443 (and $x231 (not $x11462) (= ((_ extract 4 0) ?x11318) (_ bv0 5)) (not (or (not $x11416) (bvule (_ bv16 5) ?x11451))))))
(let (($x11345 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11448 (and $x11345 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x11251 (_ bv5760 64))) (_ bv7680 16))) (_ bv4 32)) (bvult ?x11275 (_ bv240 32)) $x11345 $x11345 (bvult ?x11318 (_ bv128 32)) $x11443 (= (concat (bvadd (bvmul (_ bv960 63) ?x11439) (concat (_ bv0 31) ?x11457)) (_ bv0 1)) ?x11251))))
(not $x11448)))))))))))))))
(check-sat)
