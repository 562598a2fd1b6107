; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!ws () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!temps ?x27))))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ks ?x27))))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ps ?x27))))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!seeds ?x45))))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!counters ?x45))))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!ws (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ws (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv393216 64) size!B))))
(assert
 (and (distinct base!ws (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!tokens ?x27))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (let ((?x78 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x78)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x78 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@B ?x78)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2296 (= ctaid.z@A ctaid.z@B)))
 (let (($x2799 (= ctaid.y@A ctaid.y@B)))
 (let (($x2715 (= ctaid.x@A ctaid.x@B)))
 (and $x2715 $x2799 $x2296)))))
(assert
 (let (($x364 (= param!power (_ bv1 32))))
(or $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364 $x364)))
(check-sat)
