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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549167 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x431 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2234 ((_ extract 15 0) (bvsub ?x431 (_ bv0 64)))))
(let ((?x390 ((_ zero_extend 16) (bvudiv ?x2234 (_ bv8 16)))))
(let ((?x205 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2234 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1511 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x205)) (concat ((_ extract 29 0) ?x390) (_ bv0 2)))))
(let ((?x1268 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1511))))
(let ((?x1484 (concat ?x1268 (_ bv0 1))))
(let (($x278 (or (not (= ((_ extract 31 6) ?x1511) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x205) (concat ((_ extract 3 0) ?x390) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x327 (and $x207 (not $x278) (= ((_ extract 4 0) ?x205) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x1300 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x308 (and $x1300 $x1300 (bvult ?x390 (_ bv9 32)) $x1300 $x1300 (bvult ?x205 (_ bv128 32)) $x327 (bvule ?x1484 ?x431) (bvule (bvadd ?x431 (_ bv2 64)) (bvadd ?x1484 (_ bv2 64))))))
(not $x308))))))))))))))
(check-sat)
