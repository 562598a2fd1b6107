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
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvule v414@A (_ bv2 64)))
(assert
 (let (($x91 (not true)))
(let (($x1367 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1194 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x289 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x268 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x273 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x274 (bvadd ?x273 ?x268)))
(let (($x294 (not (or (not (= ((_ extract 31 9) ?x274) (_ bv0 23))) $x289))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x1274 (and $x254 $x294 $x1194 $x1367)))
(let (($x2596 (and $x1274 $x91)))
(let (($x1234 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1341 (and $x254 $x294 $x1194 $x1234)))
(let (($x2787 (and $x1341 $x91)))
(let (($x1446 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1245 (and $x254 $x294 $x1194 $x1446)))
(let (($x78 (and $x1245 $x91)))
(let (($x1328 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1171 (and $x254 $x294 $x1194 $x1328)))
(let (($x87 (and $x1171 $x91)))
(let ((?x1179 (bvadd (bvmul (_ bv8 5) ((_ extract 4 0) v414@A)) (concat (_ bv0 2) ((_ extract 4 2) tid.x@A)))))
(let ((?x1158 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v414@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1185 (not (or (not (= ((_ extract 31 5) ?x1158) (_ bv0 27))) (bvule (_ bv20 5) ?x1179)))))
(let (($x1161 (and $x254 $x294 $x1185 $x1367)))
(let (($x128 (and $x1161 $x91)))
(let (($x1255 (and $x254 $x294 $x1185 $x1234)))
(let (($x197 (and $x1255 $x91)))
(let (($x1467 (and $x254 $x294 $x1185 $x1446)))
(let (($x2676 (and $x1467 $x91)))
(let (($x1329 (and $x254 $x294 $x1185 $x1328)))
(let (($x2693 (and $x1329 $x91)))
(let (($x1186 (and $x254 $x294 $x1185)))
(let (($x2866 (and $x1186 $x91)))
(or $x2866 $x2866 $x2866 $x2866 $x2866 $x2693 $x2693 $x2676 $x2676 $x197 $x197 $x128 $x128 $x87 $x78 $x2787 $x2596)))))))))))))))))))))))))))))))))))
(check-sat)
