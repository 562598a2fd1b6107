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
 (and (bvule (_ bv65 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!A ?x19))))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!C ?x19))))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (let ((?x52 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@A ?x52)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (let ((?x52 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@B ?x52)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2117 (= ctaid.z@A ctaid.z@B)))
 (let (($x1200 (= ctaid.y@A ctaid.y@B)))
 (let (($x2109 (= ctaid.x@A ctaid.x@B)))
 (and $x2109 $x1200 $x2117)))))
(assert
 (let (($x250 (= param!power (_ bv1 32))))
(or $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250 $x250)))
(check-sat)
