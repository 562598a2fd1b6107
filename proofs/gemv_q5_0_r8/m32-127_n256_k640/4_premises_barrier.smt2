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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
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
 (let ((?x310 (bvadd ((_ extract 12 5) tid.x@A) (concat ((_ extract 5 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv256 9) (concat ?x310 (_ bv0 1)))))
(let ((?x291 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 30 8) ?x291) (_ bv0 23))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x318 (and $x254 $x317)))
(or $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318 $x318))))))))))
(check-sat)
