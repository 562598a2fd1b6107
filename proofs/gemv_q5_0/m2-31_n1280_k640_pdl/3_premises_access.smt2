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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv31 64))))
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
 (let (($x1369 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1196 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x289 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x268 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x273 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x274 (bvadd ?x273 ?x268)))
(let (($x294 (not (or (not (= ((_ extract 31 11) ?x274) (_ bv0 21))) $x289))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x1411 (and $x254 $x294 $x1196 $x1369)))
(let (($x1236 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1444 (and $x254 $x294 $x1196 $x1236)))
(let (($x1448 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1137 (and $x254 $x294 $x1196 $x1448)))
(let (($x1330 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1173 (and $x254 $x294 $x1196 $x1330)))
(let ((?x1181 (bvadd (bvmul (_ bv8 5) ((_ extract 4 0) v414@A)) (concat (_ bv0 2) ((_ extract 4 2) tid.x@A)))))
(let ((?x1160 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v414@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1187 (not (or (not (= ((_ extract 31 5) ?x1160) (_ bv0 27))) (bvule (_ bv20 5) ?x1181)))))
(let (($x1163 (and $x254 $x294 $x1187 $x1369)))
(let (($x1257 (and $x254 $x294 $x1187 $x1236)))
(let (($x1469 (and $x254 $x294 $x1187 $x1448)))
(let (($x1331 (and $x254 $x294 $x1187 $x1330)))
(let (($x1188 (and $x254 $x294 $x1187)))
(or $x1188 $x1188 $x1188 $x1188 $x1188 $x1331 $x1331 $x1469 $x1469 $x1257 $x1257 $x1163 $x1163 $x1173 $x1137 $x1444 $x1411)))))))))))))))))))))))))
(check-sat)
