; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (let (($x1382 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x1216 ((_ extract 4 0) tid.x@A)))
(let (($x1248 (= ?x1216 (_ bv0 5))))
(let (($x292 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x271 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x276 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x277 (bvadd ?x276 ?x271)))
(let (($x297 (not (or (not (= ((_ extract 31 10) ?x277) (_ bv0 22))) $x292))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x1239 (and $x257 $x297 $x1248 $x1382)))
(let (($x1332 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1482 (and $x257 $x297 $x1248 $x1332)))
(let (($x1394 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1487 (and $x257 $x297 $x1248 $x1394)))
(let (($x1379 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1241 (and $x257 $x297 $x1248 $x1379)))
(let (($x1328 (and $x257 $x297 $x1382)))
(let (($x1315 (and $x257 $x297 $x1332)))
(let (($x1460 (and $x257 $x297 $x1394)))
(let (($x1380 (and $x257 $x297 $x1379)))
(let (($x298 (and $x257 $x297)))
(or $x298 $x298 $x298 $x298 $x298 $x1380 $x1380 $x1460 $x1460 $x1315 $x1315 $x1328 $x1328 $x1241 $x1487 $x1482 $x1239)))))))))))))))))))))))
(check-sat)
