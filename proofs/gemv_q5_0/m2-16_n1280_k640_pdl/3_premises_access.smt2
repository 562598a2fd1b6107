; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v414@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv320 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvule v414@A (_ bv2 64)))
(assert
 (let (($x1374 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1201 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x293 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 11) ?x278) (_ bv0 21))) $x293))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x1416 (and $x258 $x298 $x1201 $x1374)))
(let (($x1241 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1449 (and $x258 $x298 $x1201 $x1241)))
(let (($x1453 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1142 (and $x258 $x298 $x1201 $x1453)))
(let (($x1335 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1178 (and $x258 $x298 $x1201 $x1335)))
(let ((?x1186 (bvadd (bvmul (_ bv8 5) ((_ extract 4 0) v414@A)) (concat (_ bv0 2) ((_ extract 4 2) tid.x@A)))))
(let ((?x1165 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v414@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1192 (not (or (not (= ((_ extract 31 5) ?x1165) (_ bv0 27))) (bvule (_ bv20 5) ?x1186)))))
(let (($x1168 (and $x258 $x298 $x1192 $x1374)))
(let (($x1262 (and $x258 $x298 $x1192 $x1241)))
(let (($x1474 (and $x258 $x298 $x1192 $x1453)))
(let (($x1336 (and $x258 $x298 $x1192 $x1335)))
(let (($x1193 (and $x258 $x298 $x1192)))
(or $x1193 $x1193 $x1193 $x1193 $x1193 $x1336 $x1336 $x1474 $x1474 $x1262 $x1262 $x1168 $x1168 $x1178 $x1142 $x1449 $x1416)))))))))))))))))))))))))
(check-sat)
