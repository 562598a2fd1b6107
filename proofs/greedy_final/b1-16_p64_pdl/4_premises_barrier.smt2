; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!B))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x42)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@B ?x42)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x202 (= ctaid.z@A ctaid.z@B)))
 (let (($x400 (= ctaid.y@A ctaid.y@B)))
 (let (($x393 (= ctaid.x@A ctaid.x@B)))
 (and $x393 $x400 $x202)))))
(assert
 (let (($x216 (= param!power (_ bv1 32))))
(or $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216)))
(check-sat)
