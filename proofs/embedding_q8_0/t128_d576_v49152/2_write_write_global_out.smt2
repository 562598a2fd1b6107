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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv128 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x341 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A)) (concat (_ bv0 31) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let ((?x342 (concat ?x341 (_ bv0 1))))
 (let (($x93 (= off!ww_global_out_A ?x342)))
 (let (($x233 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x235 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x233)))
 (let (($x238 (not $x235)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x239 (and $x211 $x238)))
 (let (($x101 (and $x239 $x93 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x101))))))))))))
(assert
 (let ((?x292 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let ((?x262 (concat ?x292 (_ bv0 1))))
 (let (($x432 (= off!ww_global_out_B ?x262)))
 (let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x220 (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22)))))
 (let (($x299 (not (or $x220 $x241))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x298 (and $x211 $x299)))
 (let (($x433 (and $x298 $x432 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x433))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x361 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x43 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x43) (bvult off!ww_global_out_B ?x361)))))
(check-sat)
