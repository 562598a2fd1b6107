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
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
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
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x7962 (= ctaid.z@A ctaid.z@B)))
 (let (($x7886 (= ctaid.y@A ctaid.y@B)))
 (let (($x8181 (= ctaid.x@A ctaid.x@B)))
 (and $x8181 $x7886 $x7962)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8419 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x7307 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x7307 (_ bv5 32)) (bvlshr ?x8419 (_ bv5 32))))))
(assert
 (let ((?x6724 ((_ extract 6 0) ctaid.x@B)))
(let ((?x6725 (concat ?x6724 (_ bv0 2))))
(let ((?x6726 ((_ extract 13 5) tid.x@B)))
(let ((?x6727 (bvadd ?x6726 ?x6725)))
(let ((?x6731 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6733 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6734 (bvadd ?x6733 ?x6731)))
(let (($x6737 (not (= ((_ extract 30 9) ?x6734) (_ bv0 22)))))
(let (($x6739 (not (or $x6737 (bvule (_ bv640 10) (concat ?x6727 (_ bv0 1)))))))
(let (($x259 (= param!power (_ bv1 32))))
(let (($x6740 (and $x259 $x6739)))
(let ((?x8419 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x8408 (bvand ?x8419 (_ bv31 32))))
(let ((?x316 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x318 (bvule (_ bv640 10) (concat ?x316 (_ bv0 1)))))
(let ((?x297 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x307 (= ((_ extract 30 9) ?x297) (_ bv0 22))))
(let (($x319 (not $x307)))
(let (($x323 (not (or $x319 $x318))))
(let (($x324 (and $x259 $x323)))
(let (($x8193 (and $x324 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8408))) (not $x6740))))
(let (($x8368 (or $x8193)))
(or $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368 $x8368))))))))))))))))))))))))
(check-sat)
