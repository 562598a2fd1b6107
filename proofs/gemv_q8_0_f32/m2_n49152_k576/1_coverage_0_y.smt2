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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x2569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2574 ((_ extract 19 0) (bvsub ?x2569 (_ bv0 64)))))
 (let ((?x2580 ((_ zero_extend 12) (bvudiv ?x2574 (_ bv16 20)))))
 (let ((?x2575 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x2574 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2585 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2575)) (concat ((_ extract 29 0) ?x2580) (_ bv0 2)))))
 (let ((?x2633 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2585))))
 (let ((?x2632 (concat ?x2633 (_ bv0 2))))
 (let ((?x2618 (bvadd ?x2569 (_ bv4 64))))
 (let ((?x2604 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2621 (= ?x2604 (_ bv0 30))))
 (let (($x2614 (or (not (= ((_ extract 31 16) ?x2585) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2575) (concat ((_ extract 13 0) ?x2580) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2615 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2595 (and $x2615 $x2615 (bvult ?x2580 (_ bv12288 32)) $x2615 $x2615 (bvult ?x2575 (_ bv128 32)) (and $x208 (not $x2614) (= ((_ extract 4 0) ?x2575) (_ bv0 5)) $x2621) (bvule ?x2632 ?x2569) (bvule ?x2618 (bvadd ?x2632 (_ bv4 64))))))
 (not $x2595))))))))))))))))
(assert
 (let ((?x2569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2577 ((_ extract 19 0) (bvsub ?x2569 (_ bv196608 64)))))
(let ((?x2591 ((_ zero_extend 12) (bvudiv ?x2577 (_ bv16 20)))))
(let ((?x2599 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x2577 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2675 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2599)) (concat ((_ extract 29 0) ?x2591) (_ bv0 2)))))
(let ((?x2664 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2675))))
(let ((?x2651 (concat ?x2664 (_ bv0 2))))
(let ((?x2618 (bvadd ?x2569 (_ bv4 64))))
(let ((?x2604 ((_ extract 29 0) (_ bv0 32))))
(let (($x2621 (= ?x2604 (_ bv0 30))))
(let (($x2611 (or (not (= ((_ extract 31 16) ?x2675) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2599) (concat ((_ extract 13 0) ?x2591) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2615 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2646 (and $x2615 $x2615 (bvult ?x2591 (_ bv12288 32)) $x2615 $x2615 (bvult ?x2599 (_ bv128 32)) (and $x208 (not $x2611) (= ((_ extract 4 0) ?x2599) (_ bv0 5)) $x2621) (bvule ?x2651 ?x2569) (bvule ?x2618 (bvadd ?x2651 (_ bv4 64))))))
(not $x2646))))))))))))))))
(check-sat)
