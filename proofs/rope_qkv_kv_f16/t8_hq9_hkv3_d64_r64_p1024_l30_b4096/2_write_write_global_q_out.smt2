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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x390 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x389 (bvadd ?x390 (_ bv0 64))))
 (let ((?x414 (mem!positions!32 ?x389)))
 (and (bvule (_ bv0 32) ?x414) (bvule ?x414 (_ bv1023 32)))))))
(assert
 (let ((?x390 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x389 (bvadd ?x390 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x389)) ?x389))))
(assert
 (let ((?x422 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x413 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x447 (concat (bvadd ?x413 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x422) (_ bv0 1))))
 (let (($x254 (= off!ww_global_q_out_A ?x447)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x355 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x364 (not $x355)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x365 (and $x301 $x364)))
 (let (($x149 (and $x365 $x254 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x149))))))))))))))
(assert
 (let ((?x314 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x346 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x348 (bvmul (_ bv576 63) ?x346)))
 (let ((?x353 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x382 (concat (bvadd ?x353 ?x348 ?x314) (_ bv0 1))))
 (let (($x401 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x327 (not $x401)))
 (let (($x378 (or $x327 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x386 (not $x378)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x340 (and $x301 $x386)))
 (let (($x205 (and $x340 (= off!ww_global_q_out_B ?x382) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x205)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x259 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let ((?x281 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x281) $x259))))
(check-sat)
