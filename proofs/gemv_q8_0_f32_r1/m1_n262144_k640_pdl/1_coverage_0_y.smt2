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
 (bvule base!x (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073531293695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv262144 64)))
(assert
 (let ((?x1185 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1048576 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1238 (concat ((_ extract 28 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 22)))) (_ bv0 2))))
 (let ((?x1196 (bvmul ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 22)) (_ bv8 22))) (_ bv32 32))))
 (let ((?x1199 (bvadd ?x1196 (_ bv0 32))))
 (let ((?x1257 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1199)) ?x1238)))
 (let ((?x1242 (bvmul (_ bv262144 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x1201 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x1209 (concat ((_ extract 15 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 22)))) (_ bv0 2))))
 (let (($x1253 (or (not (= ((_ extract 30 18) ?x1257) (_ bv0 13))) (bvule (_ bv262144 19) (concat (bvadd ((_ extract 22 5) ?x1199) ?x1209) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1241 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1230 (and $x1241 $x1241 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 22))) (_ bv32768 32)) $x1241 $x1241 (bvult ?x1199 (_ bv128 32)) (and $x207 (not $x1253) (= ((_ extract 4 0) ?x1199) (_ bv0 5)) $x1201) (= (concat (bvadd ?x1242 (concat (_ bv0 30) ?x1257 (_ bv0 1))) (_ bv0 2)) ?x1185))))
 (not $x1230))))))))))))))
(assert
 (let ((?x1185 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1048576 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1237 (concat ((_ extract 28 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 22)))) (_ bv0 2))))
(let ((?x1213 (bvmul ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 22)) (_ bv8 22))) (_ bv32 32))))
(let ((?x1208 (bvadd ?x1213 (_ bv0 32))))
(let ((?x1286 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1208)) ?x1237)))
(let ((?x1242 (bvmul (_ bv262144 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x1300 (= (bvadd (_ bv4 64) (concat (bvadd ?x1242 (concat (_ bv0 30) ?x1286 (_ bv0 1))) (_ bv0 2))) ?x1185)))
(let ((?x1202 (concat ((_ extract 15 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 22)))) (_ bv0 2))))
(let ((?x1288 (bvadd ((_ extract 22 5) ?x1208) ?x1202)))
(let (($x1291 (not (= ((_ extract 30 18) ?x1286) (_ bv0 13)))))
(let (($x1201 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1262 (and $x207 (not (or $x1291 (bvule (_ bv262144 19) (concat ?x1288 (_ bv0 1))))) (= ((_ extract 4 0) ?x1208) (_ bv0 5)) $x1201 (not (or $x1291 (bvule (_ bv262144 19) (concat ?x1288 (_ bv1 1))))))))
(let (($x1241 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1266 (and $x1241 $x1241 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 22))) (_ bv32768 32)) $x1241 $x1241 (bvult ?x1208 (_ bv128 32)) $x1262 $x1300)))
(not $x1266)))))))))))))))))
(check-sat)
