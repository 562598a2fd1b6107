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
(declare-fun v1565@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1565@B () (_ BitVec 64))
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
 (bvult ctaid.z@A (_ bv3 32)))
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
 (let ((?x2898 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2888 (mem!block_tables!32 (bvadd ?x2898 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2888) (bvule ?x2888 (_ bv63 32)))))))
(assert
 (bvule v1565@A (_ bv1 64)))
(assert
 (let ((?x6193 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1565@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6213 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6193)) (_ bv0 2))))
 (let ((?x6216 (mem!block_tables!32 (bvadd ?x6213 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6216) (bvule ?x6216 (_ bv63 32))))))))
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
 (bvult ctaid.z@B (_ bv3 32)))
(assert
 (let ((?x8757 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8757) (bvule ?x8757 (_ bv256 32)))))
(assert
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8748 (concat (bvadd ?x4678 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8750 (mem!block_tables!32 (bvadd ?x8748 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8750) (bvule ?x8750 (_ bv63 32)))))))
(assert
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4843 (concat (bvadd ?x4678 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x8742 (mem!block_tables!32 (bvadd ?x4843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8742) (bvule ?x8742 (_ bv63 32)))))))
(assert
 (bvule v1565@B (_ bv1 64)))
(assert
 (let ((?x4674 ((_ extract 31 4) tid.x@B)))
 (let ((?x4723 (concat (_ bv0 4) ?x4674)))
 (let ((?x4826 ((_ extract 31 0) v1565@B)))
 (let ((?x4763 (bvmul (_ bv8 32) ?x4826)))
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5766 (concat (bvadd ?x4678 (concat (_ bv0 30) (bvadd ?x4763 ?x4723))) (_ bv0 2))))
 (let ((?x4618 (mem!block_tables!32 (bvadd ?x5766 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4618) (bvule ?x4618 (_ bv63 32)))))))))))
(assert
 (let ((?x352 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x355 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x352 (_ bv0 6))) (_ bv0 1))))
 (let (($x119 (= off!ww_global_out_A ?x355)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x237 (and $x282 $x119 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x237))))))))))
(assert
 (let ((?x8772 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B)))))
 (let ((?x8774 (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x8777 (concat (_ bv0 31) tid.x@B)))
 (let ((?x8779 (concat (bvadd ?x8777 (concat (bvadd ?x8774 ?x8772) (_ bv0 6))) (_ bv0 1))))
 (let (($x8768 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8769 (and $x255 $x8768)))
 (let (($x1821 (and $x8769 (= off!ww_global_out_B ?x8779) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1821)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x69 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x109 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x109) $x69))))
(check-sat)
