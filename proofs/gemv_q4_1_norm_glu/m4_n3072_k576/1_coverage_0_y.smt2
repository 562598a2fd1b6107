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
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x14445 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14489 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x14467 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14445 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x14454 (bvadd ?x14467 (_ bv0 32))))
 (let ((?x14534 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14454)) ?x14489)))
 (let ((?x14498 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x14534))))
 (let (($x14514 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x14522 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x14519 (or (not (= ((_ extract 31 11) ?x14534) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14454) ?x14522)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x14517 (and $x230 (not $x14519) (= ((_ extract 4 0) ?x14454) (_ bv0 5)) (not (or $x14514 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv0 2))))))))
 (let (($x14459 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14512 (and $x14459 $x14459 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv0 64))) (_ bv8 16))) (_ bv384 32)) $x14459 $x14459 (bvult ?x14454 (_ bv128 32)) $x14517 (= (concat ?x14498 (_ bv0 1)) ?x14445))))
 (not $x14512)))))))))))))))
(assert
 (let ((?x14445 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14533 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv3072 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x14477 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14445 (_ bv3072 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x14473 (bvadd ?x14477 (_ bv0 32))))
 (let ((?x14564 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14473)) ?x14533)))
 (let ((?x14531 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x14564))))
 (let (($x14514 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x14550 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv3072 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x14578 (or (not (= ((_ extract 31 11) ?x14564) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14473) ?x14550)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x14577 (and $x230 (not $x14578) (= ((_ extract 4 0) ?x14473) (_ bv0 5)) (not (or $x14514 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv1 2))))))))
 (let (($x14459 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14575 (and $x14459 $x14459 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv3072 64))) (_ bv8 16))) (_ bv384 32)) $x14459 $x14459 (bvult ?x14473 (_ bv128 32)) $x14577 (= (concat ?x14531 (_ bv0 1)) ?x14445))))
 (not $x14575)))))))))))))))
(assert
 (let ((?x14445 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14581 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x14487 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14445 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x14468 (bvadd ?x14487 (_ bv0 32))))
 (let ((?x14596 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14468)) ?x14581)))
 (let ((?x14585 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x14596))))
 (let (($x14514 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let ((?x14610 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x14540 (or (not (= ((_ extract 31 11) ?x14596) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14468) ?x14610)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x14572 (and $x230 (not $x14540) (= ((_ extract 4 0) ?x14468) (_ bv0 5)) (not (or $x14514 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv2 2))))))))
 (let (($x14459 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14591 (and $x14459 $x14459 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv6144 64))) (_ bv8 16))) (_ bv384 32)) $x14459 $x14459 (bvult ?x14468 (_ bv128 32)) $x14572 (= (concat ?x14585 (_ bv0 1)) ?x14445))))
 (not $x14591)))))))))))))))
(assert
 (let ((?x14445 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x14613 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv9216 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x14497 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14445 (_ bv9216 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x14493 (bvadd ?x14497 (_ bv0 32))))
(let ((?x14628 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14493)) ?x14613)))
(let ((?x14632 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv3 2))) (concat (_ bv0 31) ?x14628))))
(let (($x14514 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
(let ((?x14566 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv9216 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x14588 (or (not (= ((_ extract 31 11) ?x14628) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14493) ?x14566)))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x14598 (and $x230 (not $x14588) (= ((_ extract 4 0) ?x14493) (_ bv0 5)) (not (or $x14514 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv3 2))))))))
(let (($x14459 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x14642 (and $x14459 $x14459 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14445 (_ bv9216 64))) (_ bv8 16))) (_ bv384 32)) $x14459 $x14459 (bvult ?x14493 (_ bv128 32)) $x14598 (= (concat ?x14632 (_ bv0 1)) ?x14445))))
(not $x14642)))))))))))))))
(check-sat)
