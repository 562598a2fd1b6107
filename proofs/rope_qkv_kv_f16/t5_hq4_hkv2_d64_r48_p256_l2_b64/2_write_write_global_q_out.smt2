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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x331)) ?x331))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv8 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x407 (bvadd ?x338 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x407)) ?x407))))
(assert
 (let ((?x432 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x423 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x509 (concat (bvadd ?x423 (bvmul (_ bv256 63) (concat (_ bv0 31) ctaid.x@A)) ?x432) (_ bv0 1))))
 (let (($x587 (= off!ww_global_q_out_A ?x509)))
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x375 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x376 (not $x375)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x371 (and $x302 $x376)))
 (let (($x221 (and $x371 $x587 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x221)))))))))))))
(assert
 (let ((?x372 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x357 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x310 (bvmul (_ bv256 63) ?x357)))
 (let ((?x360 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x435 (concat (bvadd ?x360 ?x310 ?x372) (_ bv0 1))))
 (let (($x361 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x383 (or $x361 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x384 (not $x383)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x387 (and $x302 $x384)))
 (let (($x695 (and $x387 (= off!ww_global_q_out_B ?x435) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x695))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x153 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
 (let (($x223 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
 (and $x223 $x153))))
(assert
 (let ((?x619 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x113 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x113 tid.x@A) (concat ?x619 tid.x@B)))))
(check-sat)
