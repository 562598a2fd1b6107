; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x262 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x262) (bvule ?x262 (_ bv8192 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x69946 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x69946) (bvule ?x69946 (_ bv8192 32)))))
(assert
 (let ((?x343 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.z@A)) (concat (_ bv0 23) (bvadd ctaid.x@A (bvmul (_ bv4 32) ctaid.y@A))))))
 (let ((?x346 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x343 (_ bv0 8))) (_ bv0 1))))
 (let (($x3129 (= off!ww_global_out_A ?x346)))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x34191 (and $x251 $x3129 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x34191))))))))
(assert
 (let ((?x69958 (concat (_ bv0 23) (bvadd ctaid.x@B (bvmul (_ bv4 32) ctaid.y@B)))))
 (let ((?x69960 (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.z@B))))
 (let ((?x69963 (concat (_ bv0 31) tid.x@B)))
 (let ((?x69965 (concat (bvadd ?x69963 (concat (bvadd ?x69960 ?x69958) (_ bv0 8))) (_ bv0 1))))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x2900 (and $x251 (= off!ww_global_out_B ?x69965) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x2900)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3127 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let (($x25166 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x25166 $x3127))))
(assert
 (let ((?x38112 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x141 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x141 tid.x@A) (concat ?x38112 tid.x@B)))))
(check-sat)
