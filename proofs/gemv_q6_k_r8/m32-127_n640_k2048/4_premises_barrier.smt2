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
 (and (bvule (_ bv32 64) size!M) (bvule size!M (_ bv127 64))))
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
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x14804 (= ctaid.z@A ctaid.z@B)))
 (let (($x13968 (= ctaid.y@A ctaid.y@B)))
 (let (($x14287 (= ctaid.x@A ctaid.x@B)))
 (and $x14287 $x13968 $x14804)))))
(assert
 (let ((?x312 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x314 (bvule (_ bv640 10) (concat ?x312 (_ bv0 1)))))
(let ((?x293 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x303 (= ((_ extract 30 9) ?x293) (_ bv0 22))))
(let (($x315 (not $x303)))
(let (($x319 (not (or $x315 $x314))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x320 (and $x255 $x319)))
(or $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320 $x320))))))))))
(check-sat)
