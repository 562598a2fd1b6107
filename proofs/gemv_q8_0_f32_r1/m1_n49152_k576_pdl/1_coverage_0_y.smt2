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
 (let ((?x1185 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1238 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let ((?x1196 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
 (let ((?x1199 (bvadd ?x1196 (_ bv0 32))))
 (let ((?x1257 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1199)) ?x1238)))
 (let ((?x1200 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x1231 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x1230 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let (($x1254 (or (not (= ((_ extract 30 15) ?x1257) (_ bv0 16))) (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x1199) ?x1230) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1216 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1243 (and $x1216 $x1216 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv0 64))) (_ bv32 19))) (_ bv6144 32)) $x1216 $x1216 (bvult ?x1199 (_ bv128 32)) (and $x207 (not $x1254) (= ((_ extract 4 0) ?x1199) (_ bv0 5)) $x1231) (= (concat (bvadd ?x1200 (concat (_ bv0 30) ?x1257 (_ bv0 1))) (_ bv0 2)) ?x1185))))
 (not $x1243))))))))))))))
(assert
 (let ((?x1185 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1237 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x1213 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
(let ((?x1208 (bvadd ?x1213 (_ bv0 32))))
(let ((?x1286 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1208)) ?x1237)))
(let ((?x1200 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x1300 (= (bvadd (_ bv4 64) (concat (bvadd ?x1200 (concat (_ bv0 30) ?x1286 (_ bv0 1))) (_ bv0 2))) ?x1185)))
(let ((?x1303 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x1291 (bvadd ((_ extract 19 5) ?x1208) ?x1303)))
(let (($x1247 (not (= ((_ extract 30 15) ?x1286) (_ bv0 16)))))
(let (($x1231 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1276 (and $x207 (not (or $x1247 (bvule (_ bv49152 16) (concat ?x1291 (_ bv0 1))))) (= ((_ extract 4 0) ?x1208) (_ bv0 5)) $x1231 (not (or $x1247 (bvule (_ bv49152 16) (concat ?x1291 (_ bv1 1))))))))
(let (($x1216 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1278 (and $x1216 $x1216 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1185 (_ bv4 64))) (_ bv32 19))) (_ bv6144 32)) $x1216 $x1216 (bvult ?x1208 (_ bv128 32)) $x1276 $x1300)))
(not $x1278)))))))))))))))))
(check-sat)
