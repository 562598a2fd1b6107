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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv31 64))))
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
 (let (($x2565 (not true)))
(let (($x1379 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x1212 ((_ extract 4 0) tid.x@A)))
(let (($x1306 (= ?x1212 (_ bv0 5))))
(let (($x288 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x267 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x272 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x273 (bvadd ?x272 ?x267)))
(let (($x293 (not (or (not (= ((_ extract 31 10) ?x273) (_ bv0 22))) $x288))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x1235 (and $x253 $x293 $x1306 $x1379)))
(let (($x91 (and $x1235 $x2565)))
(let (($x1329 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1481 (and $x253 $x293 $x1306 $x1329)))
(let (($x126 (and $x1481 $x2565)))
(let (($x1391 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1314 (and $x253 $x293 $x1306 $x1391)))
(let (($x205 (and $x1314 $x2565)))
(let (($x1376 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1237 (and $x253 $x293 $x1306 $x1376)))
(let (($x2612 (and $x1237 $x2565)))
(let (($x1325 (and $x253 $x293 $x1379)))
(let (($x2590 (and $x1325 $x2565)))
(let (($x1312 (and $x253 $x293 $x1329)))
(let (($x2591 (and $x1312 $x2565)))
(let (($x1457 (and $x253 $x293 $x1391)))
(let (($x104 (and $x1457 $x2565)))
(let (($x1377 (and $x253 $x293 $x1376)))
(let (($x196 (and $x1377 $x2565)))
(let (($x294 (and $x253 $x293)))
(let (($x202 (and $x294 $x2565)))
(or $x202 $x202 $x202 $x202 $x202 $x196 $x196 $x104 $x104 $x2591 $x2591 $x2590 $x2590 $x2612 $x205 $x126 $x91)))))))))))))))))))))))))))))))))
(check-sat)
