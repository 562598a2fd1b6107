; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2895 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2885 (mem!block_tables!32 (bvadd ?x2895 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2885) (bvule ?x2885 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x6806 (bvadd (_ bv32 64) ?x546)))
 (let ((?x6770 (mem!block_tables!32 (bvadd ?x6806 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6770) (bvule ?x6770 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x10539 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10539) (bvule ?x10539 (_ bv256 32)))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8690 (mem!block_tables!32 (bvadd ?x10557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8690) (bvule ?x8690 (_ bv63 32)))))))))
(assert
 (let ((?x8684 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10545 (concat (bvadd ?x8699 ?x8684) (_ bv0 2))))
 (let ((?x8682 (mem!block_tables!32 (bvadd ?x10545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8682) (bvule ?x8682 (_ bv63 32))))))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8690 (mem!block_tables!32 (bvadd ?x10557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8690) (bvule ?x8690 (_ bv63 32)))))))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8696 (bvadd (_ bv32 64) ?x10557)))
 (let ((?x10555 (mem!block_tables!32 (bvadd ?x8696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10555) (bvule ?x10555 (_ bv63 32))))))))))
(assert
 (let ((?x351 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x354 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x351 (_ bv0 6))) (_ bv0 1))))
 (let (($x1705 (= off!ww_global_out_A ?x354)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x121 (and $x282 $x1705 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x121))))))))))
(assert
 (let ((?x10519 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B)) (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B))))))
 (let ((?x10511 (concat (bvadd (concat (_ bv0 31) tid.x@B) (concat ?x10519 (_ bv0 6))) (_ bv0 1))))
 (let (($x175 (= off!ww_global_out_B ?x10511)))
 (let (($x8663 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8664 (and $x255 $x8663)))
 (let (($x77 (and $x8664 $x175 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x77))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x87 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x94 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x94 $x87))))
(check-sat)
