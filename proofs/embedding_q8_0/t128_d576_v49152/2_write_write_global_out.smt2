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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x240 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv49151 32)))))
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
 (let ((?x303 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x303) (bvule ?x303 (_ bv49151 32)))))
(assert
 (let ((?x330 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A)) (concat (_ bv0 31) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let ((?x331 (concat ?x330 (_ bv0 1))))
 (let (($x47 (= off!ww_global_out_A ?x331)))
 (let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x234 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x232)))
 (let (($x237 (not $x234)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x238 (and $x210 $x237)))
 (let (($x46 (and $x238 $x47 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x46))))))))))))
(assert
 (let ((?x279 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let ((?x265 (concat ?x279 (_ bv0 1))))
 (let (($x420 (= off!ww_global_out_B ?x265)))
 (let (($x248 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x255 (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22)))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x258 (and $x210 (not (or $x255 $x248)))))
 (let (($x99 (and $x258 $x420 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x99)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x188 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let (($x414 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x414 (bvult off!ww_global_out_B ?x188)))))
(check-sat)
