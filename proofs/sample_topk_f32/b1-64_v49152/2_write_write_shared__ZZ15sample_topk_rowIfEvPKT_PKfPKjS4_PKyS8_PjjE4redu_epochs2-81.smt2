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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B () (_ BitVec 32))
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
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x70 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x70)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x70 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@B ?x70)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x12298 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let (($x12321 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let ((?x6214 (concat (_ bv0 32) (bvadd (_ bv35072 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x5829 (bvadd (_ bv18446744073709516544 64) ?x6214)))
 (let (($x12328 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A ?x5829)))
 (let ((?x3046 ((_ extract 4 0) tid.x@A)))
 (let (($x2551 (= ?x3046 (_ bv0 5))))
 (let (($x334 (= param!power (_ bv1 32))))
 (let (($x2754 (and $x334 $x2551)))
 (let (($x12311 (= (_ bv1 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let (($x12323 (= (_ bv2 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let (($x12315 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let (($x12317 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A (_ bv2 32))))
 (and $x12317 (=> $x12315 (and $x2754 $x12328 $x12321 $x12323)) (=> $x12311 (and $x2754 $x12328 $x12321 $x12298)))))))))))))))))
(assert
 (let (($x13211 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let (($x13192 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let ((?x7521 (concat (_ bv0 32) (bvadd (_ bv35072 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x7522 (bvadd (_ bv18446744073709516544 64) ?x7521)))
 (let (($x12544 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B ?x7522)))
 (let ((?x7515 ((_ extract 4 0) tid.x@B)))
 (let (($x7516 (= ?x7515 (_ bv0 5))))
 (let (($x334 (= param!power (_ bv1 32))))
 (let (($x7517 (and $x334 $x7516)))
 (let (($x13210 (= (_ bv1 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let (($x13205 (= (_ bv2 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let (($x13193 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let (($x13207 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B (_ bv2 32))))
 (and $x13207 (=> $x13193 (and $x7517 $x12544 $x13192 $x13205)) (=> $x13210 (and $x7517 $x12544 $x13192 $x13211)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x13189 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A)))
 (let (($x13190 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B ?x13189)))
 (let ((?x13201 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B)))
 (let (($x13203 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A ?x13201)))
 (and $x13203 $x13190))))))
(assert
 (let (($x8579 (= ctaid.z@A ctaid.z@B)))
 (let (($x8105 (= ctaid.y@A ctaid.y@B)))
 (let (($x8578 (= ctaid.x@A ctaid.x@B)))
 (and $x8578 $x8105 $x8579)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_A epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4redu_epochs2-81_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
