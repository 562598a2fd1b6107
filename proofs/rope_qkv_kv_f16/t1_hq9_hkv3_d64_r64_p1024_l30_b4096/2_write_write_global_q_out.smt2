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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x353)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x353)) ?x353))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x647 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x645 (bvadd ?x647 (_ bv0 64))))
 (let ((?x642 (mem!positions!32 ?x645)))
 (and (bvule (_ bv0 32) ?x642) (bvule ?x642 (_ bv1023 32)))))))
(assert
 (let ((?x647 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x645 (bvadd ?x647 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x645)) ?x645))))
(assert
 (let ((?x367 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x358 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x572 (concat (bvadd ?x358 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x367) (_ bv0 1))))
 (let (($x255 (= off!ww_global_q_out_A ?x572)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x457 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x458 (not $x457)))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x459 (and $x299 $x458)))
 (let (($x156 (and $x459 $x255 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x156))))))))))))))
(assert
 (let ((?x609 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x610 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x602 (bvmul (_ bv576 63) ?x610)))
 (let ((?x604 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x597 (concat (bvadd ?x604 ?x602 ?x609) (_ bv0 1))))
 (let (($x624 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x616 (not $x624)))
 (let (($x617 (or $x616 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x618 (not $x617)))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x612 (and $x299 $x618)))
 (let (($x913 (and $x612 (= off!ww_global_q_out_B ?x597) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x913)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x182 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x248 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x248) (bvult off!ww_global_q_out_B ?x182)))))
(check-sat)
