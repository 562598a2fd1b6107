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
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x916 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1199 ((_ extract 15 0) (bvsub ?x916 (_ bv0 64)))))
 (let ((?x3056 ((_ zero_extend 16) (bvudiv ?x1199 (_ bv8 16)))))
 (let ((?x3575 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1199 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x1165 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3575)) (concat ((_ extract 29 0) ?x3056) (_ bv0 2)))))
 (let ((?x1073 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1165))))
 (let ((?x1191 (concat ?x1073 (_ bv0 1))))
 (let ((?x4927 (bvadd ?x916 (_ bv2 64))))
 (let ((?x2777 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3478 (= ?x2777 (_ bv0 30))))
 (let (($x1113 (or (not (= ((_ extract 31 10) ?x1165) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3575) (concat ((_ extract 7 0) ?x3056) (_ bv0 2)))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1632 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1856 (and $x1632 $x1632 (bvult ?x3056 (_ bv144 32)) $x1632 $x1632 (bvult ?x3575 (_ bv128 32)) (and $x205 (not $x1113) (= ((_ extract 4 0) ?x3575) (_ bv0 5)) $x3478) (bvule ?x1191 ?x916) (bvule ?x4927 (bvadd ?x1191 (_ bv2 64))))))
 (not $x1856))))))))))))))))
(assert
 (let ((?x916 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3472 ((_ extract 15 0) (bvsub ?x916 (_ bv1152 64)))))
(let ((?x1069 ((_ zero_extend 16) (bvudiv ?x3472 (_ bv8 16)))))
(let ((?x3122 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3472 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1185 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3122)) (concat ((_ extract 29 0) ?x1069) (_ bv0 2)))))
(let ((?x972 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1185))))
(let ((?x959 (concat ?x972 (_ bv0 1))))
(let ((?x4927 (bvadd ?x916 (_ bv2 64))))
(let ((?x2777 ((_ extract 29 0) (_ bv0 32))))
(let (($x3478 (= ?x2777 (_ bv0 30))))
(let (($x3320 (or (not (= ((_ extract 31 10) ?x1185) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3122) (concat ((_ extract 7 0) ?x1069) (_ bv0 2)))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1632 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1051 (and $x1632 $x1632 (bvult ?x1069 (_ bv144 32)) $x1632 $x1632 (bvult ?x3122 (_ bv128 32)) (and $x205 (not $x3320) (= ((_ extract 4 0) ?x3122) (_ bv0 5)) $x3478) (bvule ?x959 ?x916) (bvule ?x4927 (bvadd ?x959 (_ bv2 64))))))
(not $x1051))))))))))))))))
(check-sat)
