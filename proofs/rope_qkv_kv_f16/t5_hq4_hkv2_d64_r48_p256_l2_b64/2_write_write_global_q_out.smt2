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
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (let ((?x377 (mem!positions!32 ?x347)))
 (and (bvule (_ bv0 32) ?x377) (bvule ?x377 (_ bv255 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x347)) ?x347))))
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
 (let ((?x657 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x653 (bvadd ?x657 (_ bv0 64))))
 (let ((?x655 (mem!positions!32 ?x653)))
 (and (bvule (_ bv0 32) ?x655) (bvule ?x655 (_ bv255 32)))))))
(assert
 (let ((?x657 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x653 (bvadd ?x657 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x653)) ?x653))))
(assert
 (let ((?x369 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x360 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x582 (concat (bvadd ?x360 (bvmul (_ bv256 63) (concat (_ bv0 31) ctaid.x@A)) ?x369) (_ bv0 1))))
 (let (($x280 (= off!ww_global_q_out_A ?x582)))
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x470 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x471 (not $x470)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x472 (and $x302 $x471)))
 (let (($x276 (and $x472 $x280 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x276)))))))))))))
(assert
 (let ((?x622 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x614 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x615 (bvmul (_ bv256 63) ?x614)))
 (let ((?x608 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x610 (concat (bvadd ?x608 ?x615 ?x622) (_ bv0 1))))
 (let (($x629 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x630 (or $x629 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x624 (not $x630)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x620 (and $x302 $x624)))
 (let (($x102 (and $x620 (= off!ww_global_q_out_B ?x610) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x102))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x245 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let ((?x171 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x171) $x245))))
(check-sat)
