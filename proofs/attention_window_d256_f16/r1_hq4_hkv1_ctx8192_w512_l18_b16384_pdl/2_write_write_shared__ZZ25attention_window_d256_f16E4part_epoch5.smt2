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
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 32))
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
 (let (($x2848 (= (_ bv5 32) epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let (($x1662 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let ((?x64674 (concat (_ bv0 32) (bvadd (_ bv33836 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x64678 (bvadd (_ bv18446744073709517792 64) ?x64674)))
 (let (($x3293 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x64678)))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x4019 (=> (= (_ bv3 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x251 $x3293 $x1662 $x2848))))
 (let ((?x64657 (concat (_ bv0 32) (bvadd (_ bv33832 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x64673 (bvadd (_ bv18446744073709517792 64) ?x64657)))
 (let (($x2865 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x64673)))
 (let (($x2795 (=> (= (_ bv2 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x251 $x2865 $x1662 $x2848))))
 (let ((?x64665 (concat (_ bv0 32) (bvadd (_ bv33828 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x64671 (bvadd (_ bv18446744073709517792 64) ?x64665)))
 (let (($x2849 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x64671)))
 (let (($x2852 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x251 $x2849 $x1662 $x2848))))
 (let ((?x64662 (concat (_ bv0 32) (bvadd (_ bv33824 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x64666 (bvadd (_ bv18446744073709517792 64) ?x64662)))
 (let (($x2827 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x64666)))
 (let (($x2850 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x251 $x2827 $x1662 $x2848))))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A (_ bv4 32)) $x2850 $x2852 $x2795 $x4019)))))))))))))))))))))
(assert
 (let (($x11428 (= (_ bv5 32) epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (let (($x2675 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (let ((?x69984 (concat (_ bv0 32) (bvadd (_ bv33836 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x69985 (bvadd (_ bv18446744073709517792 64) ?x69984)))
 (let (($x2289 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x69985)))
 (let (($x251 (= param!power (_ bv1 32))))
 (let (($x28677 (=> (= (_ bv3 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x251 $x2289 $x2675 $x11428))))
 (let ((?x69987 (concat (_ bv0 32) (bvadd (_ bv33832 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x69988 (bvadd (_ bv18446744073709517792 64) ?x69987)))
 (let (($x4872 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x69988)))
 (let (($x34049 (=> (= (_ bv2 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x251 $x4872 $x2675 $x11428))))
 (let ((?x69990 (concat (_ bv0 32) (bvadd (_ bv33828 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x69991 (bvadd (_ bv18446744073709517792 64) ?x69990)))
 (let (($x2526 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x69991)))
 (let (($x3138 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x251 $x2526 $x2675 $x11428))))
 (let ((?x69993 (concat (_ bv0 32) (bvadd (_ bv33824 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x69994 (bvadd (_ bv18446744073709517792 64) ?x69993)))
 (let (($x2794 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x69994)))
 (let (($x3291 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x251 $x2794 $x2675 $x11428))))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B (_ bv4 32)) $x3291 $x3138 $x34049 $x28677)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x11442 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let ((?x2926 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (and (bvult off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x2926) (bvult off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x11442)))))
(assert
 (let (($x3475 (= ctaid.z@A ctaid.z@B)))
 (let (($x3474 (= ctaid.y@A ctaid.y@B)))
 (let (($x2477 (= ctaid.x@A ctaid.x@B)))
 (and $x2477 $x3474 $x3475)))))
(assert
 (= epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
