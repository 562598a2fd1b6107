; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x10178 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x10184 ((_ extract 15 0) (bvsub ?x10178 (_ bv0 64)))))
(let ((?x10190 ((_ zero_extend 16) (bvudiv ?x10184 (_ bv8 16)))))
(let ((?x10185 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x10184 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x10219 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10185)) (concat ((_ extract 29 0) ?x10190) (_ bv0 2)))))
(let ((?x10214 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x10219))))
(let ((?x10232 (concat ?x10214 (_ bv0 1))))
(let (($x10197 (or (not (= ((_ extract 31 10) ?x10219) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x10185) (concat ((_ extract 7 0) ?x10190) (_ bv0 2)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x10207 (and $x206 (not $x10197) (= ((_ extract 4 0) ?x10185) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x10195 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10228 (and $x10195 $x10195 (bvult ?x10190 (_ bv144 32)) $x10195 $x10195 (bvult ?x10185 (_ bv128 32)) $x10207 (bvule ?x10232 ?x10178) (bvule (bvadd ?x10178 (_ bv2 64)) (bvadd ?x10232 (_ bv2 64))))))
(not $x10228))))))))))))))
(check-sat)
