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
 (bvult ctaid.x@A (_ bv3 32)))
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
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
 (let ((?x330 (bvmul (_ bv4 64) ?x327)))
 (let (($x29503 (= off!ww_global_tokens_A ?x330)))
 (let (($x28768 (= tid.x@A (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x25058 (and $x313 $x28768)))
 (let (($x30941 (and $x25058 $x29503 (= (_ bv4 64) width!ww_global_tokens_A) (= (_ bv298 32) epoch!ww_global_tokens_A))))
 (and (bvult sel!ww_global_tokens_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_A) $x30941))))))))))
(assert
 (let ((?x56036 (concat (_ bv0 32) ctaid.x@B)))
 (let ((?x56037 (bvmul (_ bv4 64) ?x56036)))
 (let (($x139 (= off!ww_global_tokens_B ?x56037)))
 (let (($x56034 (= tid.x@B (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56035 (and $x313 $x56034)))
 (let (($x4154 (and $x56035 $x139 (= (_ bv4 64) width!ww_global_tokens_B) (= (_ bv298 32) epoch!ww_global_tokens_B))))
 (and (bvult sel!ww_global_tokens_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_B) $x4154))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x35204 (bvult off!ww_global_tokens_B (bvadd off!ww_global_tokens_A width!ww_global_tokens_A))))
(let (($x35513 (bvult off!ww_global_tokens_A (bvadd off!ww_global_tokens_B width!ww_global_tokens_B))))
(and $x35513 $x35204))))
(check-sat)
