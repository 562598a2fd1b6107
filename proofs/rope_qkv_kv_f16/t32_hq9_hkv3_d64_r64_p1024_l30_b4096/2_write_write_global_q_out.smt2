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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x355 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x352 (bvadd ?x355 (_ bv0 64))))
 (let ((?x341 (mem!positions!32 ?x352)))
 (and (bvule (_ bv0 32) ?x341) (bvule ?x341 (_ bv1023 32)))))))
(assert
 (let ((?x355 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x352 (bvadd ?x355 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x352)) ?x352))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x646 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x644 (bvadd ?x646 (_ bv0 64))))
 (let ((?x641 (mem!positions!32 ?x644)))
 (and (bvule (_ bv0 32) ?x641) (bvule ?x641 (_ bv1023 32)))))))
(assert
 (let ((?x646 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x644 (bvadd ?x646 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x644)) ?x644))))
(assert
 (let ((?x366 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x357 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x571 (concat (bvadd ?x357 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x366) (_ bv0 1))))
 (let (($x874 (= off!ww_global_q_out_A ?x571)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x456 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x457 (not $x456)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x458 (and $x298 $x457)))
 (let (($x81 (and $x458 $x874 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x81))))))))))))))
(assert
 (let ((?x608 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x609 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x601 (bvmul (_ bv576 63) ?x609)))
 (let ((?x603 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x596 (concat (bvadd ?x603 ?x601 ?x608) (_ bv0 1))))
 (let (($x623 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x615 (not $x623)))
 (let (($x616 (or $x615 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x617 (not $x616)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x611 (and $x298 $x617)))
 (let (($x913 (and $x611 (= off!ww_global_q_out_B ?x596) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x913)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x108 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let ((?x143 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x143) $x108))))
(check-sat)
