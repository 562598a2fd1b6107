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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x333 (bvadd ?x351 (_ bv0 64))))
 (let ((?x355 (mem!positions!32 ?x333)))
 (and (bvule (_ bv0 32) ?x355) (bvule ?x355 (_ bv255 32)))))))
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
 (let ((?x668 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x452 (bvadd ?x668 (_ bv0 64))))
 (let ((?x666 (mem!positions!32 ?x452)))
 (and (bvule (_ bv0 32) ?x666) (bvule ?x666 (_ bv255 32)))))))
(assert
 (let ((?x668 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x452 (bvadd ?x668 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x452)) ?x452))))
(assert
 (let ((?x472 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x463 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x585 (concat (bvadd ?x463 (bvmul (_ bv256 63) (concat (_ bv0 31) ctaid.x@A)) ?x472) (_ bv0 1))))
 (let (($x190 (= off!ww_global_q_out_A ?x585)))
 (let (($x326 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x404 (or $x326 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x405 (not $x404)))
 (let (($x303 (= param!power (_ bv1 32))))
 (let (($x406 (and $x303 $x405)))
 (let (($x243 (and $x406 $x190 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x243)))))))))))))
(assert
 (let ((?x632 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x624 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x625 (bvmul (_ bv256 63) ?x624)))
 (let ((?x618 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x620 (concat (bvadd ?x618 ?x625 ?x632) (_ bv0 1))))
 (let (($x636 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x637 (or $x636 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x638 (not $x637)))
 (let (($x303 (= param!power (_ bv1 32))))
 (let (($x630 (and $x303 $x638)))
 (let (($x109 (and $x630 (= off!ww_global_q_out_B ?x620) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x109))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x213 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let (($x104 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
(and $x104 $x213))))
(check-sat)
