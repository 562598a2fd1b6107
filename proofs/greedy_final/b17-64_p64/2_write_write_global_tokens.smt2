; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
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
(declare-fun epoch!ww_global_tokens_A () (_ BitVec 32))
(declare-fun width!ww_global_tokens_A () (_ BitVec 64))
(declare-fun off!ww_global_tokens_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_tokens_A () (_ BitVec 32))
(declare-fun epoch!ww_global_tokens_B () (_ BitVec 32))
(declare-fun width!ww_global_tokens_B () (_ BitVec 64))
(declare-fun off!ww_global_tokens_B () (_ BitVec 64))
(declare-fun sel!ww_global_tokens_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
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
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x42)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@B ?x42)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x362 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let (($x405 (= off!ww_global_tokens_A ?x362)))
 (let (($x350 (= tid.x@A (_ bv0 32))))
 (let (($x216 (= param!power (_ bv1 32))))
 (let (($x338 (and $x216 $x350)))
 (let (($x449 (and $x338 $x405 (= (_ bv4 64) width!ww_global_tokens_A) (= (_ bv0 32) epoch!ww_global_tokens_A))))
 (and (bvult sel!ww_global_tokens_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_A) $x449)))))))))
(assert
 (let ((?x352 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let (($x396 (= off!ww_global_tokens_B ?x352)))
 (let (($x231 (= tid.x@B (_ bv0 32))))
 (let (($x216 (= param!power (_ bv1 32))))
 (let (($x343 (and $x216 $x231)))
 (let (($x429 (and $x343 $x396 (= (_ bv4 64) width!ww_global_tokens_B) (= (_ bv0 32) epoch!ww_global_tokens_B))))
 (and (bvult sel!ww_global_tokens_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_B) $x429)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x460 (bvult off!ww_global_tokens_B (bvadd off!ww_global_tokens_A width!ww_global_tokens_A))))
 (let ((?x392 (bvadd off!ww_global_tokens_B width!ww_global_tokens_B)))
 (and (bvult off!ww_global_tokens_A ?x392) $x460))))
(assert
 (let ((?x564 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x559 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x559 tid.x@A) (concat ?x564 tid.x@B)))))
(check-sat)
