; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x5500 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x5553 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let ((?x5511 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x5500 (_ bv0 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
 (let ((?x5514 (bvadd ?x5511 (_ bv0 32))))
 (let ((?x5572 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x5514)) ?x5553)))
 (let ((?x5515 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x5546 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x5545 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let (($x5569 (or (not (= ((_ extract 30 15) ?x5572) (_ bv0 16))) (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x5514) ?x5545) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x5531 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x5558 (and $x5531 $x5531 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv0 64))) (_ bv32 19))) (_ bv6144 32)) $x5531 $x5531 (bvult ?x5514 (_ bv128 32)) (and $x207 (not $x5569) (= ((_ extract 4 0) ?x5514) (_ bv0 5)) $x5546) (= (concat (bvadd ?x5515 (concat (_ bv0 30) ?x5572 (_ bv0 1))) (_ bv0 2)) ?x5500))))
 (not $x5558))))))))))))))
(assert
 (let ((?x5500 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x5552 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x5528 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x5500 (_ bv4 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
(let ((?x5523 (bvadd ?x5528 (_ bv0 32))))
(let ((?x5601 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x5523)) ?x5552)))
(let ((?x5515 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x5615 (= (bvadd (_ bv4 64) (concat (bvadd ?x5515 (concat (_ bv0 30) ?x5601 (_ bv0 1))) (_ bv0 2))) ?x5500)))
(let ((?x5618 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x5606 (bvadd ((_ extract 19 5) ?x5523) ?x5618)))
(let (($x5562 (not (= ((_ extract 30 15) ?x5601) (_ bv0 16)))))
(let (($x5546 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x5591 (and $x207 (not (or $x5562 (bvule (_ bv49152 16) (concat ?x5606 (_ bv0 1))))) (= ((_ extract 4 0) ?x5523) (_ bv0 5)) $x5546 (not (or $x5562 (bvule (_ bv49152 16) (concat ?x5606 (_ bv1 1))))))))
(let (($x5531 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x5593 (and $x5531 $x5531 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x5500 (_ bv4 64))) (_ bv32 19))) (_ bv6144 32)) $x5531 $x5531 (bvult ?x5523 (_ bv128 32)) $x5591 $x5615)))
(not $x5593)))))))))))))))))
(check-sat)
