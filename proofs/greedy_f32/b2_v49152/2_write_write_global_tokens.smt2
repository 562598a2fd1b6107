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
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x987 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let (($x171 (= off!ww_global_tokens_A ?x987)))
 (let (($x607 (= tid.x@A (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1129 (and $x184 $x607)))
 (let (($x79 (and $x1129 $x171 (= (_ bv4 64) width!ww_global_tokens_A) (= (_ bv4 32) epoch!ww_global_tokens_A))))
 (and (bvult sel!ww_global_tokens_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_A) $x79)))))))))
(assert
 (let ((?x1405 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let (($x155 (= off!ww_global_tokens_B ?x1405)))
 (let (($x1402 (= tid.x@B (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1403 (and $x184 $x1402)))
 (let (($x115 (and $x1403 $x155 (= (_ bv4 64) width!ww_global_tokens_B) (= (_ bv4 32) epoch!ww_global_tokens_B))))
 (and (bvult sel!ww_global_tokens_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_B) $x115)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x165 (bvult off!ww_global_tokens_B (bvadd off!ww_global_tokens_A width!ww_global_tokens_A))))
(let (($x113 (bvult off!ww_global_tokens_A (bvadd off!ww_global_tokens_B width!ww_global_tokens_B))))
(and $x113 $x165))))
(check-sat)
