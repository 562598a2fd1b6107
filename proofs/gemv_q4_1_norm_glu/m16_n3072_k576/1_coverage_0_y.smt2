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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709502463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x14446 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14458 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17)) (_ bv8 17)))))
 (let ((?x14464 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17)) (_ bv8 17)) (_ bv2 17)))))
 (let ((?x14471 (bvadd (bvmul ?x14464 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14501 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14471)) (concat ((_ extract 29 0) ?x14458) (_ bv0 2)))))
 (let ((?x14521 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17)))) (_ bv0 2))))
 (let ((?x14516 (concat ((_ extract 2 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17)))) (_ bv0 2))))
 (let (($x14519 (= ((_ extract 29 3) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17)))) (_ bv0 27))))
 (let (($x14527 (or (not (= ((_ extract 31 11) ?x14501) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14471) (concat ((_ extract 8 0) ?x14458) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14538 (and $x233 (not $x14527) (= ((_ extract 4 0) ?x14471) (_ bv0 5)) (not (or (not $x14519) (bvule (_ bv16 5) ?x14516))))))
 (let (($x14540 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14543 (and $x14540 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv0 64))) (_ bv12288 17))) (_ bv4 32)) (bvult ?x14458 (_ bv384 32)) $x14540 $x14540 (bvult ?x14471 (_ bv128 32)) $x14538 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14521) (concat (_ bv0 31) ?x14501)) (_ bv0 1)) ?x14446))))
 (not $x14543)))))))))))))))
(assert
 (let ((?x14446 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14463 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17)) (_ bv8 17)))))
 (let ((?x14469 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17)) (_ bv8 17)) (_ bv2 17)))))
 (let ((?x14487 (bvadd (bvmul ?x14469 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14573 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14487)) (concat ((_ extract 29 0) ?x14463) (_ bv0 2)))))
 (let ((?x14548 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17)))) (_ bv1 2))))
 (let ((?x14582 (concat ((_ extract 2 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17)))) (_ bv1 2))))
 (let (($x14559 (= ((_ extract 29 3) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17)))) (_ bv0 27))))
 (let (($x14567 (or (not (= ((_ extract 31 11) ?x14573) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14487) (concat ((_ extract 8 0) ?x14463) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14565 (and $x233 (not $x14567) (= ((_ extract 4 0) ?x14487) (_ bv0 5)) (not (or (not $x14559) (bvule (_ bv16 5) ?x14582))))))
 (let (($x14540 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14575 (and $x14540 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv3072 64))) (_ bv12288 17))) (_ bv4 32)) (bvult ?x14463 (_ bv384 32)) $x14540 $x14540 (bvult ?x14487 (_ bv128 32)) $x14565 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14548) (concat (_ bv0 31) ?x14573)) (_ bv0 1)) ?x14446))))
 (not $x14575)))))))))))))))
(assert
 (let ((?x14446 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14474 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17)) (_ bv8 17)))))
 (let ((?x14494 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17)) (_ bv8 17)) (_ bv2 17)))))
 (let ((?x14500 (bvadd (bvmul ?x14494 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14600 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14500)) (concat ((_ extract 29 0) ?x14474) (_ bv0 2)))))
 (let ((?x14596 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17)))) (_ bv2 2))))
 (let ((?x14609 (concat ((_ extract 2 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17)))) (_ bv2 2))))
 (let (($x14617 (= ((_ extract 29 3) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17)))) (_ bv0 27))))
 (let (($x14593 (or (not (= ((_ extract 31 11) ?x14600) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14500) (concat ((_ extract 8 0) ?x14474) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14614 (and $x233 (not $x14593) (= ((_ extract 4 0) ?x14500) (_ bv0 5)) (not (or (not $x14617) (bvule (_ bv16 5) ?x14609))))))
 (let (($x14540 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14591 (and $x14540 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv6144 64))) (_ bv12288 17))) (_ bv4 32)) (bvult ?x14474 (_ bv384 32)) $x14540 $x14540 (bvult ?x14500 (_ bv128 32)) $x14614 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14596) (concat (_ bv0 31) ?x14600)) (_ bv0 1)) ?x14446))))
 (not $x14591)))))))))))))))
(assert
 (let ((?x14446 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x14470 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17)) (_ bv8 17)))))
(let ((?x14507 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17)) (_ bv8 17)) (_ bv2 17)))))
(let ((?x14513 (bvadd (bvmul ?x14507 (_ bv32 32)) (_ bv0 32))))
(let ((?x14625 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14513)) (concat ((_ extract 29 0) ?x14470) (_ bv0 2)))))
(let ((?x14653 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17)))) (_ bv3 2))))
(let ((?x14658 (concat ((_ extract 2 0) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17)))) (_ bv3 2))))
(let (($x14655 (= ((_ extract 29 3) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17)))) (_ bv0 27))))
(let (($x14640 (or (not (= ((_ extract 31 11) ?x14625) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14513) (concat ((_ extract 8 0) ?x14470) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x14615 (and $x233 (not $x14640) (= ((_ extract 4 0) ?x14513) (_ bv0 5)) (not (or (not $x14655) (bvule (_ bv16 5) ?x14658))))))
(let (($x14540 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x14656 (and $x14540 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x14446 (_ bv9216 64))) (_ bv12288 17))) (_ bv4 32)) (bvult ?x14470 (_ bv384 32)) $x14540 $x14540 (bvult ?x14513 (_ bv128 32)) $x14615 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14653) (concat (_ bv0 31) ?x14625)) (_ bv0 1)) ?x14446))))
(not $x14656)))))))))))))))
(check-sat)
