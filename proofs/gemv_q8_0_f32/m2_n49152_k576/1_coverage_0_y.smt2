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
 (let ((?x679 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x483 ((_ extract 19 0) (bvsub ?x679 (_ bv0 64)))))
 (let ((?x1434 ((_ zero_extend 12) (bvudiv ?x483 (_ bv16 20)))))
 (let ((?x1662 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x483 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2260 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1662)) (concat ((_ extract 29 0) ?x1434) (_ bv0 2)))))
 (let ((?x2912 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2260))))
 (let ((?x1682 (concat ?x2912 (_ bv0 2))))
 (let ((?x2634 (bvadd ?x679 (_ bv4 64))))
 (let ((?x802 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2690 (= ?x802 (_ bv0 30))))
 (let (($x2263 (or (not (= ((_ extract 31 16) ?x2260) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1662) (concat ((_ extract 13 0) ?x1434) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x728 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1309 (and $x728 $x728 (bvult ?x1434 (_ bv12288 32)) $x728 $x728 (bvult ?x1662 (_ bv128 32)) (and $x208 (not $x2263) (= ((_ extract 4 0) ?x1662) (_ bv0 5)) $x2690) (bvule ?x1682 ?x679) (bvule ?x2634 (bvadd ?x1682 (_ bv4 64))))))
 (not $x1309))))))))))))))))
(assert
 (let ((?x679 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x455 ((_ extract 19 0) (bvsub ?x679 (_ bv196608 64)))))
(let ((?x3950 ((_ zero_extend 12) (bvudiv ?x455 (_ bv16 20)))))
(let ((?x732 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x455 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1163 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x732)) (concat ((_ extract 29 0) ?x3950) (_ bv0 2)))))
(let ((?x1334 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x1163))))
(let ((?x2509 (concat ?x1334 (_ bv0 2))))
(let ((?x2634 (bvadd ?x679 (_ bv4 64))))
(let ((?x802 ((_ extract 29 0) (_ bv0 32))))
(let (($x2690 (= ?x802 (_ bv0 30))))
(let (($x724 (or (not (= ((_ extract 31 16) ?x1163) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x732) (concat ((_ extract 13 0) ?x3950) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x728 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x589 (and $x728 $x728 (bvult ?x3950 (_ bv12288 32)) $x728 $x728 (bvult ?x732 (_ bv128 32)) (and $x208 (not $x724) (= ((_ extract 4 0) ?x732) (_ bv0 5)) $x2690) (bvule ?x2509 ?x679) (bvule ?x2634 (bvadd ?x2509 (_ bv4 64))))))
(not $x589))))))))))))))))
(check-sat)
