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
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (let ((?x340 (mem!positions!32 ?x326)))
 (and (bvule (_ bv0 32) ?x340) (bvule ?x340 (_ bv1023 32)))))))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x326)) ?x326))))
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
 (let ((?x656 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x654 (bvadd ?x656 (_ bv0 64))))
 (let ((?x446 (mem!positions!32 ?x654)))
 (and (bvule (_ bv0 32) ?x446) (bvule ?x446 (_ bv1023 32)))))))
(assert
 (let ((?x656 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x654 (bvadd ?x656 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x654)) ?x654))))
(assert
 (let ((?x458 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x449 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x565 (concat (bvadd ?x449 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x458) (_ bv0 1))))
 (let (($x187 (= off!ww_global_q_out_A ?x565)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x389 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x390 (not $x389)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x391 (and $x298 $x390)))
 (let (($x257 (and $x391 $x187 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x257))))))))))))))
(assert
 (let ((?x617 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x618 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x610 (bvmul (_ bv576 63) ?x618)))
 (let ((?x612 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x605 (concat (bvadd ?x612 ?x610 ?x617) (_ bv0 1))))
 (let (($x629 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x630 (not $x629)))
 (let (($x622 (or $x630 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x623 (not $x622)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x624 (and $x298 $x623)))
 (let (($x108 (and $x624 (= off!ww_global_q_out_B ?x605) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x108)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x914 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let (($x273 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
(and $x273 $x914))))
(check-sat)
