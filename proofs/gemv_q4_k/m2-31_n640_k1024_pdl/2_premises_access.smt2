; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv31 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!M))))
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
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (let (($x1445 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x1210 ((_ extract 4 0) tid.x@A)))
(let (($x1423 (= ?x1210 (_ bv0 5))))
(let (($x288 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x267 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x272 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x273 (bvadd ?x272 ?x267)))
(let (($x293 (not (or (not (= ((_ extract 31 10) ?x273) (_ bv0 22))) $x288))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x1234 (and $x253 $x293 $x1423 $x1445)))
(let (($x1180 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1470 (and $x253 $x293 $x1423 $x1180)))
(let (($x1436 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1469 (and $x253 $x293 $x1423 $x1436)))
(let (($x1374 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1236 (and $x253 $x293 $x1423 $x1374)))
(let (($x1448 (and $x253 $x293 $x1445)))
(let (($x1312 (and $x253 $x293 $x1180)))
(let (($x1396 (and $x253 $x293 $x1436)))
(let (($x1375 (and $x253 $x293 $x1374)))
(let (($x294 (and $x253 $x293)))
(or $x294 $x294 $x294 $x294 $x294 $x1375 $x1375 $x1396 $x1396 $x1312 $x1312 $x1448 $x1448 $x1236 $x1469 $x1470 $x1234)))))))))))))))))))))))
(check-sat)
