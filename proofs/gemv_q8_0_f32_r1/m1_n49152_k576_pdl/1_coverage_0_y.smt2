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
 (let ((?x1184 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1237 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let ((?x1195 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1184 (_ bv0 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
 (let ((?x1198 (bvadd ?x1195 (_ bv0 32))))
 (let ((?x1256 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1198)) ?x1237)))
 (let ((?x1199 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x1230 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x1229 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let (($x1253 (or (not (= ((_ extract 30 15) ?x1256) (_ bv0 16))) (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x1198) ?x1229) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1215 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1242 (and $x1215 $x1215 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv0 64))) (_ bv32 19))) (_ bv6144 32)) $x1215 $x1215 (bvult ?x1198 (_ bv128 32)) (and $x207 (not $x1253) (= ((_ extract 4 0) ?x1198) (_ bv0 5)) $x1230) (= (concat (bvadd ?x1199 (concat (_ bv0 30) ?x1256 (_ bv0 1))) (_ bv0 2)) ?x1184))))
 (not $x1242))))))))))))))
(assert
 (let ((?x1184 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1236 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x1212 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1184 (_ bv4 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
(let ((?x1207 (bvadd ?x1212 (_ bv0 32))))
(let ((?x1285 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1207)) ?x1236)))
(let ((?x1199 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x1299 (= (bvadd (_ bv4 64) (concat (bvadd ?x1199 (concat (_ bv0 30) ?x1285 (_ bv0 1))) (_ bv0 2))) ?x1184)))
(let ((?x1302 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x1290 (bvadd ((_ extract 19 5) ?x1207) ?x1302)))
(let (($x1246 (not (= ((_ extract 30 15) ?x1285) (_ bv0 16)))))
(let (($x1230 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1275 (and $x207 (not (or $x1246 (bvule (_ bv49152 16) (concat ?x1290 (_ bv0 1))))) (= ((_ extract 4 0) ?x1207) (_ bv0 5)) $x1230 (not (or $x1246 (bvule (_ bv49152 16) (concat ?x1290 (_ bv1 1))))))))
(let (($x1215 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1277 (and $x1215 $x1215 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1184 (_ bv4 64))) (_ bv32 19))) (_ bv6144 32)) $x1215 $x1215 (bvult ?x1207 (_ bv128 32)) $x1275 $x1299)))
(not $x1277)))))))))))))))))
(check-sat)
