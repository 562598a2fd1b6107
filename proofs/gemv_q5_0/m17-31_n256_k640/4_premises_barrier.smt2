; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2807 (= ctaid.z@A ctaid.z@B)))
 (let (($x3411 (= ctaid.y@A ctaid.y@B)))
 (let (($x3329 (= ctaid.x@A ctaid.x@B)))
 (and $x3329 $x3411 $x2807)))))
(assert
 (let (($x286 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x265 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x270 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x271 (bvadd ?x270 ?x265)))
(let (($x291 (not (or (not (= ((_ extract 31 9) ?x271) (_ bv0 23))) $x286))))
(let (($x251 (= param!power (_ bv1 32))))
(let (($x292 (and $x251 $x291)))
(or $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292 $x292)))))))))
(check-sat)
