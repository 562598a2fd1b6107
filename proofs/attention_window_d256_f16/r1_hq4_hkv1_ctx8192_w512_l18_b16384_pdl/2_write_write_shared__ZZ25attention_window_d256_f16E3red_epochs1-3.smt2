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
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
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
 (let (($x4073 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x5414 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x5421 (bvadd (_ bv18446744073709517824 64) ?x5414)))
 (let (($x4106 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x5421)))
 (let (($x5407 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x5412 (and $x251 $x5407)))
 (let (($x32343 (and $x5412 $x4106 $x4073 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x34156 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x32343)))
 (let (($x2840 (and $x5412 $x4106 $x4073 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x30508 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x2840)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A (_ bv2 32)) $x30508 $x34156)))))))))))))
(assert
 (let (($x23411 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (let ((?x71791 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x71792 (bvadd (_ bv18446744073709517824 64) ?x71791)))
 (let (($x3499 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x71792)))
 (let (($x71786 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x71787 (and $x251 $x71786)))
 (let (($x10063 (and $x71787 $x3499 $x23411 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x10030 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x10063)))
 (let (($x165 (and $x71787 $x3499 $x23411 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x2802 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x165)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B (_ bv2 32)) $x2802 $x10030)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4046 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x1049 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x1049) (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x4046)))))
(assert
 (let (($x3475 (= ctaid.z@A ctaid.z@B)))
 (let (($x3474 (= ctaid.y@A ctaid.y@B)))
 (let (($x2477 (= ctaid.x@A ctaid.x@B)))
 (and $x2477 $x3474 $x3475)))))
(assert
 (= epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
