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
 (bvule base!y (_ bv18446744073709551471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x1196 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1239 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1196 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x1216 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1196 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x1220 (bvadd ?x1216 (_ bv0 32))))
(let ((?x1258 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1220)) ?x1239)))
(let ((?x1203 (bvadd (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x1258))))
(let ((?x1236 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1196 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x1253 (or (not (= ((_ extract 31 6) ?x1258) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x1220) ?x1236)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1243 (and $x207 (not $x1253) (= ((_ extract 4 0) ?x1220) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x1241 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1245 (and $x1241 $x1241 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1196 (_ bv0 64))) (_ bv16 16))) (_ bv9 32)) $x1241 $x1241 (bvult ?x1220 (_ bv128 32)) $x1243 (= (concat ?x1203 (_ bv0 2)) ?x1196))))
(not $x1245))))))))))))))
(check-sat)
