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
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1955 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1943 (mem!block_tables!32 (bvadd ?x1955 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1943) (bvule ?x1943 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3871 (bvadd (_ bv32 64) ?x490)))
 (let ((?x3635 (mem!block_tables!32 (bvadd ?x3871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3635) (bvule ?x3635 (_ bv63 32))))))))
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
 (let ((?x5896 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5896) (bvule ?x5896 (_ bv256 32)))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5879 (mem!block_tables!32 (bvadd ?x5871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5879) (bvule ?x5879 (_ bv63 32)))))))))
(assert
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5887 (concat (bvadd ?x5869 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5889 (mem!block_tables!32 (bvadd ?x5887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5889) (bvule ?x5889 (_ bv63 32)))))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5879 (mem!block_tables!32 (bvadd ?x5871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5879) (bvule ?x5879 (_ bv63 32)))))))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5872 (bvadd (_ bv32 64) ?x5871)))
 (let ((?x5874 (mem!block_tables!32 (bvadd ?x5872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5874) (bvule ?x5874 (_ bv63 32))))))))))
(assert
 (let ((?x352 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x355 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x352 (_ bv0 6))) (_ bv0 1))))
 (let (($x151 (= off!ww_global_out_A ?x355)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x149 (and $x282 $x151 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x149))))))))))
(assert
 (let ((?x5911 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B)))))
 (let ((?x5913 (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x5916 (concat (_ bv0 31) tid.x@B)))
 (let ((?x5918 (concat (bvadd ?x5916 (concat (bvadd ?x5913 ?x5911) (_ bv0 6))) (_ bv0 1))))
 (let (($x5907 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x5908 (and $x255 $x5907)))
 (let (($x102 (and $x5908 (= off!ww_global_out_B ?x5918) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x102)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x647 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x105 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x105) (bvult off!ww_global_out_B ?x647)))))
(check-sat)
