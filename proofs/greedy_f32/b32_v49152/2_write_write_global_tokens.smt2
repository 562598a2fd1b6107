; benchmark generated from python API
(set-info :status unknown)
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
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x903 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let (($x1598 (= off!ww_global_tokens_A ?x903)))
 (let (($x983 (= tid.x@A (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x873 (and $x184 $x983)))
 (let (($x1488 (and $x873 $x1598 (= (_ bv4 64) width!ww_global_tokens_A) (= (_ bv4 32) epoch!ww_global_tokens_A))))
 (and (bvult sel!ww_global_tokens_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_A) $x1488)))))))))
(assert
 (let ((?x1386 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let (($x158 (= off!ww_global_tokens_B ?x1386)))
 (let (($x1383 (= tid.x@B (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1384 (and $x184 $x1383)))
 (let (($x48 (and $x1384 $x158 (= (_ bv4 64) width!ww_global_tokens_B) (= (_ bv4 32) epoch!ww_global_tokens_B))))
 (and (bvult sel!ww_global_tokens_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_B) $x48)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x88 (bvult off!ww_global_tokens_B (bvadd off!ww_global_tokens_A width!ww_global_tokens_A))))
(let ((?x44 (bvadd off!ww_global_tokens_B width!ww_global_tokens_B)))
(and (bvult off!ww_global_tokens_A ?x44) $x88))))
(check-sat)
