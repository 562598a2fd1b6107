; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_A () (_ BitVec 32))
(declare-fun width!ww_global_q_out_A () (_ BitVec 64))
(declare-fun off!ww_global_q_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_q_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_B () (_ BitVec 32))
(declare-fun width!ww_global_q_out_B () (_ BitVec 64))
(declare-fun off!ww_global_q_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_q_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x333 (bvadd ?x351 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x333)) ?x333))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv8 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x408 (bvadd ?x340 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x408)) ?x408))))
(assert
 (let ((?x433 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x424 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x510 (concat (bvadd ?x424 (bvmul (_ bv256 63) (concat (_ bv0 31) ctaid.x@A)) ?x433) (_ bv0 1))))
 (let (($x141 (= off!ww_global_q_out_A ?x510)))
 (let (($x326 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x376 (or $x326 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x377 (not $x376)))
 (let (($x303 (= param!power (_ bv1 32))))
 (let (($x372 (and $x303 $x377)))
 (let (($x98 (and $x372 $x141 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x98)))))))))))))
(assert
 (let ((?x373 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x358 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x311 (bvmul (_ bv256 63) ?x358)))
 (let ((?x361 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x436 (concat (bvadd ?x361 ?x311 ?x373) (_ bv0 1))))
 (let (($x362 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x384 (or $x362 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x385 (not $x384)))
 (let (($x303 (= param!power (_ bv1 32))))
 (let (($x388 (and $x303 $x385)))
 (let (($x68 (and $x388 (= off!ww_global_q_out_B ?x436) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x68))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x77 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
 (let (($x280 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
 (and $x280 (bvult off!ww_global_q_out_B ?x77)))))
(assert
 (let ((?x196 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x707 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x707 tid.x@A) (concat ?x196 tid.x@B)))))
(check-sat)
