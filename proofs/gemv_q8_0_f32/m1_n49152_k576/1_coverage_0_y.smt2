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
 (let ((?x539 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1427 ((_ extract 18 0) (bvsub ?x539 (_ bv0 64)))))
(let ((?x1305 ((_ zero_extend 13) (bvudiv ?x1427 (_ bv16 19)))))
(let ((?x1422 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x1427 (_ bv16 19)) (_ bv4 19))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3277 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1422)) (concat ((_ extract 29 0) ?x1305) (_ bv0 2)))))
(let ((?x578 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x3277))))
(let ((?x646 (concat ?x578 (_ bv0 2))))
(let (($x2104 (or (not (= ((_ extract 31 16) ?x3277) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1422) (concat ((_ extract 13 0) ?x1305) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1952 (and $x207 (not $x2104) (= ((_ extract 4 0) ?x1422) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x1329 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1558 (and $x1329 $x1329 (bvult ?x1305 (_ bv12288 32)) $x1329 $x1329 (bvult ?x1422 (_ bv128 32)) $x1952 (bvule ?x646 ?x539) (bvule (bvadd ?x539 (_ bv4 64)) (bvadd ?x646 (_ bv4 64))))))
(not $x1558))))))))))))))
(check-sat)
