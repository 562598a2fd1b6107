; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!A () (_ BitVec 64))
(declare-fun base!C () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv128 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!M))))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1453 (= ctaid.z@A ctaid.z@B)))
 (let (($x1451 (= ctaid.y@A ctaid.y@B)))
 (let (($x1443 (= ctaid.x@A ctaid.x@B)))
 (and $x1443 $x1451 $x1453)))))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(or $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257)))
(check-sat)
