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
 (bvult ctaid.x@A (_ bv64 32)))
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
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x326 (concat (_ bv0 32) ctaid.x@A)))
 (let ((?x329 (bvmul (_ bv4 64) ?x326)))
 (let (($x1401 (= off!ww_global_tokens_A ?x329)))
 (let (($x32151 (= tid.x@A (_ bv0 32))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x25614 (and $x312 $x32151)))
 (let (($x1348 (and $x25614 $x1401 (= (_ bv4 64) width!ww_global_tokens_A) (= (_ bv298 32) epoch!ww_global_tokens_A))))
 (and (bvult sel!ww_global_tokens_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_A) $x1348))))))))))
(assert
 (let ((?x61409 (concat (_ bv0 32) ctaid.x@B)))
 (let ((?x61410 (bvmul (_ bv4 64) ?x61409)))
 (let (($x116 (= off!ww_global_tokens_B ?x61410)))
 (let (($x61407 (= tid.x@B (_ bv0 32))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x61408 (and $x312 $x61407)))
 (let (($x1448 (and $x61408 $x116 (= (_ bv4 64) width!ww_global_tokens_B) (= (_ bv298 32) epoch!ww_global_tokens_B))))
 (and (bvult sel!ww_global_tokens_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_tokens_B) $x1448))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x540 (bvult off!ww_global_tokens_B (bvadd off!ww_global_tokens_A width!ww_global_tokens_A))))
(let ((?x1342 (bvadd off!ww_global_tokens_B width!ww_global_tokens_B)))
(and (bvult off!ww_global_tokens_A ?x1342) $x540))))
(check-sat)
