; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
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
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 size!M))
(assert
 (bvult pelem0_1 (_ bv256 64)))
(assert
 (let (($x1372 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1199 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x293 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 9) ?x278) (_ bv0 23))) $x293))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x1279 (and $x258 $x298 $x1199 $x1372)))
(let (($x1239 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1346 (and $x258 $x298 $x1199 $x1239)))
(let (($x1451 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1250 (and $x258 $x298 $x1199 $x1451)))
(let (($x1333 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1176 (and $x258 $x298 $x1199 $x1333)))
(or $x1176 $x1250 $x1346 $x1279)))))))))))))))))
(check-sat)
