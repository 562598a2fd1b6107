; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!n_out) (bvule size!n_out (_ bv16 64))))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@A ?x54)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@B ?x54)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x178 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x174 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x793 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3990 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x169 (= off!ww_global_y_A ?x3990)))
 (let (($x3894 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3902 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3894))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3961 (and $x261 $x3902)))
 (let ((?x3960 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x907 (= off!ww_global_y_A ?x3960)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3908 (not $x79)))
 (let (($x3912 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3908 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3913 (not $x3912)))
 (let (($x3914 (and $x261 $x3913)))
 (let ((?x795 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x793) (_ bv0 1))))
 (let (($x80 (= off!ww_global_y_A ?x795)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x673 (not $x716)))
 (let (($x745 (and $x261 $x673)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x80 $x174 $x178)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3914 $x907 $x174 $x178)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3961 $x169 $x174 $x178)))))))))))))))))))))))))
(assert
 (let (($x231 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x120 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4216 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4217 (concat (_ bv0 31) ?x4216)))
 (let ((?x4219 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4221 (concat (bvadd ?x4219 ?x4217) (_ bv0 1))))
 (let (($x4211 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4214 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4211))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4215 (and $x261 $x4214)))
 (let (($x943 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4215 (= off!ww_global_y_B ?x4221) $x120 $x231))))
 (let ((?x4246 (concat (bvadd ?x4219 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x634 (= off!ww_global_y_B ?x4246)))
 (let (($x4236 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4237 (not $x4236)))
 (let (($x4240 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4237 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4241 (not $x4240)))
 (let (($x4242 (and $x261 $x4241)))
 (let ((?x4265 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4219) (_ bv0 1))))
 (let (($x4260 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4261 (not $x4260)))
 (let (($x4262 (and $x261 $x4261)))
 (let (($x167 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4262 (= off!ww_global_y_B ?x4265) $x120 $x231))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x167 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4242 $x634 $x120 $x231)) $x943)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x908 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x912 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x912 (bvult off!ww_global_y_B ?x908)))))
(assert
 (let ((?x224 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x238 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x238 tid.x@A) (concat ?x224 tid.x@B)))))
(check-sat)
