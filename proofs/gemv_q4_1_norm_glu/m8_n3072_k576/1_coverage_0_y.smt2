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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x14447 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14459 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16)) (_ bv8 16)))))
 (let ((?x14479 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x14466 (bvadd (bvmul ?x14479 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14504 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14466)) (concat ((_ extract 29 0) ?x14459) (_ bv0 2)))))
 (let ((?x14537 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16)))) (_ bv0 2))))
 (let ((?x14507 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16)))) (_ bv0 2))))
 (let (($x14517 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16)))) (_ bv0 28))))
 (let (($x14510 (or (not (= ((_ extract 31 11) ?x14504) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14466) (concat ((_ extract 8 0) ?x14459) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14539 (and $x233 (not $x14510) (= ((_ extract 4 0) ?x14466) (_ bv0 5)) (not (or (not $x14517) (bvule (_ bv8 4) ?x14507))))))
 (let (($x14541 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14544 (and $x14541 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv0 64))) (_ bv12288 16))) (_ bv2 32)) (bvult ?x14459 (_ bv384 32)) $x14541 $x14541 (bvult ?x14466 (_ bv128 32)) $x14539 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14537) (concat (_ bv0 31) ?x14504)) (_ bv0 1)) ?x14447))))
 (not $x14544)))))))))))))))
(assert
 (let ((?x14447 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14464 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16)) (_ bv8 16)))))
 (let ((?x14493 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x14492 (bvadd (bvmul ?x14493 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14554 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14492)) (concat ((_ extract 29 0) ?x14464) (_ bv0 2)))))
 (let ((?x14555 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16)))) (_ bv1 2))))
 (let ((?x14560 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16)))) (_ bv1 2))))
 (let (($x14569 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16)))) (_ bv0 28))))
 (let (($x14553 (or (not (= ((_ extract 31 11) ?x14554) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14492) (concat ((_ extract 8 0) ?x14464) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14552 (and $x233 (not $x14553) (= ((_ extract 4 0) ?x14492) (_ bv0 5)) (not (or (not $x14569) (bvule (_ bv8 4) ?x14560))))))
 (let (($x14541 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14562 (and $x14541 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv3072 64))) (_ bv12288 16))) (_ bv2 32)) (bvult ?x14464 (_ bv384 32)) $x14541 $x14541 (bvult ?x14492 (_ bv128 32)) $x14552 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14555) (concat (_ bv0 31) ?x14554)) (_ bv0 1)) ?x14447))))
 (not $x14562)))))))))))))))
(assert
 (let ((?x14447 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x14484 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16)) (_ bv8 16)))))
 (let ((?x14491 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16)) (_ bv8 16)) (_ bv2 16)))))
 (let ((?x14505 (bvadd (bvmul ?x14491 (_ bv32 32)) (_ bv0 32))))
 (let ((?x14591 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14505)) (concat ((_ extract 29 0) ?x14484) (_ bv0 2)))))
 (let ((?x14597 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16)))) (_ bv2 2))))
 (let ((?x14613 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16)))) (_ bv2 2))))
 (let (($x14609 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16)))) (_ bv0 28))))
 (let (($x14606 (or (not (= ((_ extract 31 11) ?x14591) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14505) (concat ((_ extract 8 0) ?x14484) (_ bv0 2)))))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x14604 (and $x233 (not $x14606) (= ((_ extract 4 0) ?x14505) (_ bv0 5)) (not (or (not $x14609) (bvule (_ bv8 4) ?x14613))))))
 (let (($x14541 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x14622 (and $x14541 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv6144 64))) (_ bv12288 16))) (_ bv2 32)) (bvult ?x14484 (_ bv384 32)) $x14541 $x14541 (bvult ?x14505 (_ bv128 32)) $x14604 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14597) (concat (_ bv0 31) ?x14591)) (_ bv0 1)) ?x14447))))
 (not $x14622)))))))))))))))
(assert
 (let ((?x14447 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x14497 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16)) (_ bv8 16)))))
(let ((?x14503 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x14518 (bvadd (bvmul ?x14503 (_ bv32 32)) (_ bv0 32))))
(let ((?x14646 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x14518)) (concat ((_ extract 29 0) ?x14497) (_ bv0 2)))))
(let ((?x14641 (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16)))) (_ bv3 2))))
(let ((?x14635 (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16)))) (_ bv3 2))))
(let (($x14564 (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16)))) (_ bv0 28))))
(let (($x14638 (or (not (= ((_ extract 31 11) ?x14646) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x14518) (concat ((_ extract 8 0) ?x14497) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x14640 (and $x233 (not $x14638) (= ((_ extract 4 0) ?x14518) (_ bv0 5)) (not (or (not $x14564) (bvule (_ bv8 4) ?x14635))))))
(let (($x14541 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x14657 (and $x14541 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x14447 (_ bv9216 64))) (_ bv12288 16))) (_ bv2 32)) (bvult ?x14497 (_ bv384 32)) $x14541 $x14541 (bvult ?x14518 (_ bv128 32)) $x14640 (= (concat (bvadd (bvmul (_ bv1536 63) ?x14641) (concat (_ bv0 31) ?x14646)) (_ bv0 1)) ?x14447))))
(not $x14657)))))))))))))))
(check-sat)
