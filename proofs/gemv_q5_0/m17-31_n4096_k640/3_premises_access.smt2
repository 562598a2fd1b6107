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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv31 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv1024 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvule v414@A (_ bv2 64)))
(assert
 (let (($x1367 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1194 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x286 (bvule (_ bv4096 13) (bvadd ((_ extract 17 5) tid.x@A) (concat ((_ extract 10 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x265 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x270 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x271 (bvadd ?x270 ?x265)))
(let (($x291 (not (or (not (= ((_ extract 31 13) ?x271) (_ bv0 19))) $x286))))
(let (($x251 (= param!power (_ bv1 32))))
(let (($x1278 (and $x251 $x291 $x1194 $x1367)))
(let (($x1234 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1135 (and $x251 $x291 $x1194 $x1234)))
(let (($x1447 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1285 (and $x251 $x291 $x1194 $x1447)))
(let (($x1328 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1171 (and $x251 $x291 $x1194 $x1328)))
(let ((?x1179 (bvadd (bvmul (_ bv8 5) ((_ extract 4 0) v414@A)) (concat (_ bv0 2) ((_ extract 4 2) tid.x@A)))))
(let ((?x1158 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v414@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1185 (not (or (not (= ((_ extract 31 5) ?x1158) (_ bv0 27))) (bvule (_ bv20 5) ?x1179)))))
(let (($x1161 (and $x251 $x291 $x1185 $x1367)))
(let (($x1255 (and $x251 $x291 $x1185 $x1234)))
(let (($x1468 (and $x251 $x291 $x1185 $x1447)))
(let (($x1329 (and $x251 $x291 $x1185 $x1328)))
(let (($x1186 (and $x251 $x291 $x1185)))
(or $x1186 $x1186 $x1186 $x1186 $x1186 $x1329 $x1329 $x1468 $x1468 $x1255 $x1255 $x1161 $x1161 $x1171 $x1285 $x1135 $x1278)))))))))))))))))))))))))
(check-sat)
