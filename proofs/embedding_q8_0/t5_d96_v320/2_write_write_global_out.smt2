; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x223 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x223) (bvule ?x223 (_ bv319 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x303 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x303) (bvule ?x303 (_ bv319 32)))))
(assert
 (let ((?x321 (bvadd (bvmul (_ bv96 63) (concat (_ bv0 31) ctaid.y@A)) (concat (_ bv0 31) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let ((?x322 (concat ?x321 (_ bv0 1))))
 (let (($x351 (= off!ww_global_out_A ?x322)))
 (let (($x228 (or (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x231 (not $x228)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x232 (and $x206 $x231)))
 (let (($x59 (and $x232 $x351 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x59)))))))))))
(assert
 (let ((?x239 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x248 (concat (_ bv0 31) ?x239)))
 (let ((?x254 (bvmul (_ bv96 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x258 (concat (bvadd ?x254 ?x248) (_ bv0 1))))
 (let (($x246 (not (or (not (= ((_ extract 31 7) ?x239) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@B))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x247 (and $x206 $x246)))
 (let (($x88 (and $x247 (= off!ww_global_out_B ?x258) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x88)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x64 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x179 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x179 $x64))))
(check-sat)
