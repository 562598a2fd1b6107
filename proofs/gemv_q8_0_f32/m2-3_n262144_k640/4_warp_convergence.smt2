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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv3 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv65536 32)))
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
 (bvult ctaid.x@B (_ bv65536 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2186 (= ctaid.z@A ctaid.z@B)))
 (let (($x2185 (= ctaid.y@A ctaid.y@B)))
 (let (($x2528 (= ctaid.x@A ctaid.x@B)))
 (and $x2528 $x2185 $x2186)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x234 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2494 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2494 (_ bv5 32)) (bvlshr ?x234 (_ bv5 32))))))
(assert
 (let (($x1382 (bvule (_ bv262144 19) (bvadd ((_ extract 23 5) tid.x@B) (concat ((_ extract 16 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1384 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1386 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1387 (bvadd ?x1386 ?x1384)))
(let (($x1392 (not (or (not (= ((_ extract 31 19) ?x1387) (_ bv0 13))) $x1382))))
(let (($x249 (= param!power (_ bv1 32))))
(let (($x1393 (and $x249 $x1392)))
(let ((?x234 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1846 (bvand ?x234 (_ bv31 32))))
(let (($x284 (bvule (_ bv262144 19) (bvadd ((_ extract 23 5) tid.x@A) (concat ((_ extract 16 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x263 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x268 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x269 (bvadd ?x268 ?x263)))
(let (($x289 (not (or (not (= ((_ extract 31 19) ?x269) (_ bv0 13))) $x284))))
(let (($x290 (and $x249 $x289)))
(let (($x1804 (and $x290 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1846))) (not $x1393))))
(let (($x102 (or $x1804)))
(or $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102 $x102)))))))))))))))))))
(check-sat)
