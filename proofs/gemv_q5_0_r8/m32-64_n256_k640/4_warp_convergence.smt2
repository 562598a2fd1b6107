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
 (and (bvule (_ bv32 64) size!M) (bvule size!M (_ bv64 64))))
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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8345 (= ctaid.z@A ctaid.z@B)))
 (let (($x8822 (= ctaid.y@A ctaid.y@B)))
 (let (($x7738 (= ctaid.x@A ctaid.x@B)))
 (and $x7738 $x8822 $x8345)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7630 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x8065 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x8065 (_ bv5 32)) (bvlshr ?x7630 (_ bv5 32))))))
(assert
 (let ((?x6469 ((_ extract 5 0) ctaid.x@B)))
(let ((?x6470 (concat ?x6469 (_ bv0 2))))
(let ((?x6471 ((_ extract 12 5) tid.x@B)))
(let ((?x6472 (bvadd ?x6471 ?x6470)))
(let ((?x6476 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6478 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6479 (bvadd ?x6478 ?x6476)))
(let (($x6482 (not (= ((_ extract 30 8) ?x6479) (_ bv0 23)))))
(let (($x6484 (not (or $x6482 (bvule (_ bv256 9) (concat ?x6472 (_ bv0 1)))))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x6485 (and $x258 $x6484)))
(let ((?x7630 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x67 (bvand ?x7630 (_ bv31 32))))
(let ((?x314 (bvadd ((_ extract 12 5) tid.x@A) (concat ((_ extract 5 0) ctaid.x@A) (_ bv0 2)))))
(let (($x316 (bvule (_ bv256 9) (concat ?x314 (_ bv0 1)))))
(let ((?x295 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x305 (= ((_ extract 30 8) ?x295) (_ bv0 23))))
(let (($x317 (not $x305)))
(let (($x321 (not (or $x317 $x316))))
(let (($x322 (and $x258 $x321)))
(let (($x7501 (and $x322 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x67))) (not $x6485))))
(let (($x63 (or $x7501)))
(or $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63))))))))))))))))))))))))
(check-sat)
