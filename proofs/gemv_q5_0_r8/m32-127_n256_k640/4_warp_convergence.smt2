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
 (and (bvule (_ bv32 64) size!M) (bvule size!M (_ bv127 64))))
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
 (let (($x8820 (= ctaid.z@A ctaid.z@B)))
 (let (($x8236 (= ctaid.y@A ctaid.y@B)))
 (let (($x7984 (= ctaid.x@A ctaid.x@B)))
 (and $x7984 $x8236 $x8820)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8559 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x8385 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x8385 (_ bv5 32)) (bvlshr ?x8559 (_ bv5 32))))))
(assert
 (let ((?x6465 ((_ extract 5 0) ctaid.x@B)))
(let ((?x6466 (concat ?x6465 (_ bv0 2))))
(let ((?x6467 ((_ extract 12 5) tid.x@B)))
(let ((?x6468 (bvadd ?x6467 ?x6466)))
(let ((?x6472 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6474 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6475 (bvadd ?x6474 ?x6472)))
(let (($x6478 (not (= ((_ extract 30 8) ?x6475) (_ bv0 23)))))
(let (($x6480 (not (or $x6478 (bvule (_ bv256 9) (concat ?x6468 (_ bv0 1)))))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x6481 (and $x254 $x6480)))
(let ((?x8559 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x7821 (bvand ?x8559 (_ bv31 32))))
(let ((?x310 (bvadd ((_ extract 12 5) tid.x@A) (concat ((_ extract 5 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv256 9) (concat ?x310 (_ bv0 1)))))
(let ((?x291 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 30 8) ?x291) (_ bv0 23))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x318 (and $x254 $x317)))
(let (($x8432 (and $x318 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7821))) (not $x6481))))
(let (($x126 (or $x8432)))
(or $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126 $x126))))))))))))))))))))))))
(check-sat)
