; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (let ((?x343 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x343) (bvule ?x343 (_ bv1023 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x415 (bvadd ?x389 (_ bv0 64))))
 (let ((?x359 (mem!positions!32 ?x415)))
 (and (bvule (_ bv0 32) ?x359) (bvule ?x359 (_ bv1023 32)))))))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x415 (bvadd ?x389 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x415)) ?x415))))
(assert
 (let ((?x422 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x413 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x447 (concat (bvadd ?x413 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x422) (_ bv0 1))))
 (let (($x566 (= off!ww_global_q_out_A ?x447)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x355 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x364 (not $x355)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x365 (and $x301 $x364)))
 (let (($x76 (and $x365 $x566 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x76))))))))))))))
(assert
 (let ((?x346 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x348 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x376 (bvmul (_ bv576 63) ?x348)))
 (let ((?x349 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x309 (concat (bvadd ?x349 ?x376 ?x346) (_ bv0 1))))
 (let (($x327 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x378 (not $x327)))
 (let (($x386 (or $x378 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x340 (not $x386)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x387 (and $x301 $x340)))
 (let (($x152 (and $x387 (= off!ww_global_q_out_B ?x309) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x152)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x639 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x153 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x153) (bvult off!ww_global_q_out_B ?x639)))))
(check-sat)
