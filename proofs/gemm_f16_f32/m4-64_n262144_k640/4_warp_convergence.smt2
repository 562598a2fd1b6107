; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!A () (_ BitVec 64))
(declare-fun base!C () (_ BitVec 64))
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
 (and (bvule (_ bv4 64) size!M) (bvule size!M (_ bv64 64))))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!M))))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4096 32)))
(assert
 (let ((?x54 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@A ?x54)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4096 32)))
(assert
 (let ((?x54 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv64 64)) (_ bv1 64)) (_ bv64 64)))))
 (bvult ctaid.y@B ?x54)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x15135 (= ctaid.z@A ctaid.z@B)))
 (let (($x1517 (= ctaid.y@A ctaid.y@B)))
 (let (($x15134 (= ctaid.x@A ctaid.x@B)))
 (and $x15134 $x1517 $x15135)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x16945 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x16186 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x16186 (_ bv5 32)) (bvlshr ?x16945 (_ bv5 32))))))
(assert
 (let (($x258 (= param!power (_ bv1 32))))
(let (($x15953 (and $x258 (not $x258))))
(let (($x15790 (or $x15953)))
(or $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790 $x15790)))))
(check-sat)
