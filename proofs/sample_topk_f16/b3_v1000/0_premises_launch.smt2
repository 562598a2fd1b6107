; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun v282@A () (_ BitVec 64))
(declare-fun v586@A () (_ BitVec 64))
(declare-fun v611@A () (_ BitVec 64))
(declare-fun v1001@A () (_ BitVec 64))
(declare-fun v1060@A () (_ BitVec 64))
(declare-fun v1116@A () (_ BitVec 64))
(declare-fun v1259@A () (_ BitVec 64))
(declare-fun v1429@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v282@B () (_ BitVec 64))
(declare-fun v586@B () (_ BitVec 64))
(declare-fun v611@B () (_ BitVec 64))
(declare-fun v1001@B () (_ BitVec 64))
(declare-fun v1060@B () (_ BitVec 64))
(declare-fun v1116@B () (_ BitVec 64))
(declare-fun v1259@B () (_ BitVec 64))
(declare-fun v1429@B () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709545615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!temps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ks (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seeds (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!counters (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvule v282@A (_ bv0 64)))
(assert
 (bvule v586@A (_ bv30 64)))
(assert
 (bvule v611@A (_ bv31 64)))
(assert
 (bvule v1001@A (_ bv31 64)))
(assert
 (bvule v1060@A (_ bv31 64)))
(assert
 (bvule v1116@A (_ bv31 64)))
(assert
 (bvule v1259@A (_ bv31 64)))
(assert
 (bvule v1429@A (_ bv31 64)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (bvule v282@B (_ bv0 64)))
(assert
 (bvule v586@B (_ bv30 64)))
(assert
 (bvule v611@B (_ bv31 64)))
(assert
 (bvule v1001@B (_ bv31 64)))
(assert
 (bvule v1060@B (_ bv31 64)))
(assert
 (bvule v1116@B (_ bv31 64)))
(assert
 (bvule v1259@B (_ bv31 64)))
(assert
 (bvule v1429@B (_ bv31 64)))
(check-sat)
