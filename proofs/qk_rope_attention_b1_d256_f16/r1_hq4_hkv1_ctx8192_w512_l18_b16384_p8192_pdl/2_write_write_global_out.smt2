; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x58403 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x58404 (bvadd ?x58403 (_ bv0 64))))
 (let ((?x59104 (mem!seq_lens!32 ?x58404)))
 (and (bvule (_ bv0 32) ?x59104) (bvule ?x59104 (_ bv8192 32)))))))
(assert
 (let ((?x58403 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x58404 (bvadd ?x58403 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x58404)) ?x58404))))
(assert
 (let (($x2627 (= (_ bv6 32) epoch!ww_global_out_A)))
 (let (($x2629 (= (_ bv2 64) width!ww_global_out_A)))
 (let ((?x47572 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@A)) (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x47575 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x47572 (_ bv0 8))) (_ bv0 1))))
 (let ((?x47150 (bvadd (_ bv1536 64) ?x47575)))
 (let (($x3017 (= off!ww_global_out_A ?x47150)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x3395 (=> (= (_ bv2 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv1024 64) ?x47575)) $x2629 $x2627))))
 (let (($x1782 (=> (= (_ bv1 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A (bvadd (_ bv512 64) ?x47575)) $x2629 $x2627))))
 (let (($x2633 (=> (= (_ bv0 32) sel!ww_global_out_A) (and $x380 (= off!ww_global_out_A ?x47575) $x2629 $x2627))))
 (and (bvult sel!ww_global_out_A (_ bv4 32)) $x2633 $x1782 $x3395 (=> (= (_ bv3 32) sel!ww_global_out_A) (and $x380 $x3017 $x2629 $x2627))))))))))))))
(assert
 (let (($x14357 (= (_ bv6 32) epoch!ww_global_out_B)))
 (let (($x30734 (= (_ bv2 64) width!ww_global_out_B)))
 (let ((?x59193 ((_ extract 29 0) ctaid.x@B)))
 (let ((?x59194 (concat (_ bv0 23) ?x59193 (_ bv0 2))))
 (let ((?x59195 (concat (_ bv0 23) ctaid.y@B)))
 (let ((?x59196 (bvmul (_ bv4 55) ?x59195)))
 (let ((?x59199 (concat (_ bv0 31) tid.x@B)))
 (let ((?x59201 (concat (bvadd ?x59199 (concat (bvadd ?x59196 ?x59194) (_ bv0 8))) (_ bv0 1))))
 (let ((?x59202 (bvadd (_ bv1536 64) ?x59201)))
 (let (($x380 (= param!power (_ bv1 32))))
 (let (($x3392 (=> (= (_ bv3 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x59202) $x30734 $x14357))))
 (let (($x3397 (=> (= (_ bv2 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv1024 64) ?x59201)) $x30734 $x14357))))
 (let (($x1603 (=> (= (_ bv1 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B (bvadd (_ bv512 64) ?x59201)) $x30734 $x14357))))
 (let (($x47114 (=> (= (_ bv0 32) sel!ww_global_out_B) (and $x380 (= off!ww_global_out_B ?x59201) $x30734 $x14357))))
 (and (bvult sel!ww_global_out_B (_ bv4 32)) $x47114 $x1603 $x3397 $x3392))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3193 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let (($x2643 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x2643 $x3193))))
(assert
 (let ((?x140 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2211 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2211 tid.x@A) (concat ?x140 tid.x@B)))))
(check-sat)
