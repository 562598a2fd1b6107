; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
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
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!tokens ?x27))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (let ((?x70 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x70)))
(assert
 (let ((?x352 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x354 (bvmul (_ bv4 64) ?x352)))
(let ((?x358 (bvadd base!temps ?x354)))
(let (($x12776 (or (bvult (bvmul (_ bv4 64) size!B) (_ bv4 64)) (not (bvule ?x354 (bvsub (bvmul (_ bv4 64) size!B) (_ bv4 64)))))))
(let (($x334 (= param!power (_ bv1 32))))
(let (($x13745 (and $x334 (or $x12776 (and (distinct (bvand ?x358 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x13745))))))))
(check-sat)
