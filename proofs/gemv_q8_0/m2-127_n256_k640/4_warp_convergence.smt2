; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv127 64))))
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
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2503 (= ctaid.z@A ctaid.z@B)))
 (let (($x95 (= ctaid.y@A ctaid.y@B)))
 (let (($x1943 (= ctaid.x@A ctaid.x@B)))
 (and $x1943 $x95 $x2503)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x226 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x98 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x98 (_ bv5 32)) (bvlshr ?x226 (_ bv5 32))))))
(assert
 (let (($x1374 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1376 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1379 (bvadd ?x1378 ?x1376)))
(let (($x1384 (not (or (not (= ((_ extract 31 9) ?x1379) (_ bv0 23))) $x1374))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x1385 (and $x254 $x1384)))
(let ((?x226 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1844 (bvand ?x226 (_ bv31 32))))
(let (($x289 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x268 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x273 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x274 (bvadd ?x273 ?x268)))
(let (($x294 (not (or (not (= ((_ extract 31 9) ?x274) (_ bv0 23))) $x289))))
(let (($x295 (and $x254 $x294)))
(let (($x1930 (and $x295 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1844))) (not $x1385))))
(let (($x123 (or $x1930)))
(or $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123 $x123)))))))))))))))))))
(check-sat)
