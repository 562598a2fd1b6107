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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x188 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x244 (concat (_ bv0 31) ?x188)))
 (let ((?x220 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x283 (concat (bvadd ?x220 ?x244) (_ bv0 1))))
 (let (($x206 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
 (let (($x211 (not (or (not (= ((_ extract 31 11) ?x188) (_ bv0 21))) $x206))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x212 (and $x184 $x211)))
 (let (($x128 (and $x212 (= off!ww_global_out_A ?x283) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x128))))))))))))
(assert
 (let ((?x457 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x464 (concat (_ bv0 31) ?x457)))
 (let ((?x466 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x468 (concat (bvadd ?x466 ?x464) (_ bv0 1))))
 (let (($x455 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@B) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@B))))))
 (let (($x460 (not (= ((_ extract 31 11) ?x457) (_ bv0 21)))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x463 (and $x184 (not (or $x460 $x455)))))
 (let (($x89 (and $x463 (= off!ww_global_out_B ?x468) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x89))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x555 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x160 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x160 $x555))))
(check-sat)
