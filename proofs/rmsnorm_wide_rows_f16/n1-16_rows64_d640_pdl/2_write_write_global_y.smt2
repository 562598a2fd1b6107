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
 (let (($x994 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x993 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x793 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3996 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x172 (= off!ww_global_y_A ?x3996)))
 (let (($x3900 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3908 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3900))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3967 (and $x261 $x3908)))
 (let ((?x3966 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x218 (= off!ww_global_y_A ?x3966)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3914 (not $x79)))
 (let (($x3918 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3914 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3919 (not $x3918)))
 (let (($x3920 (and $x261 $x3919)))
 (let ((?x795 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x793) (_ bv0 1))))
 (let (($x998 (= off!ww_global_y_A ?x795)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x673 (not $x716)))
 (let (($x745 (and $x261 $x673)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x998 $x993 $x994)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3920 $x218 $x993 $x994)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3967 $x172 $x993 $x994)))))))))))))))))))))))))
(assert
 (let (($x944 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x103 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4222 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4223 (concat (_ bv0 31) ?x4222)))
 (let ((?x4225 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4227 (concat (bvadd ?x4225 ?x4223) (_ bv0 1))))
 (let (($x4217 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4220 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4217))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4221 (and $x261 $x4220)))
 (let (($x747 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4221 (= off!ww_global_y_B ?x4227) $x103 $x944))))
 (let ((?x4252 (concat (bvadd ?x4225 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x727 (= off!ww_global_y_B ?x4252)))
 (let (($x4242 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4243 (not $x4242)))
 (let (($x4246 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4243 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4247 (not $x4246)))
 (let (($x4248 (and $x261 $x4247)))
 (let ((?x4271 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4225) (_ bv0 1))))
 (let (($x4266 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4267 (not $x4266)))
 (let (($x4268 (and $x261 $x4267)))
 (let (($x91 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4268 (= off!ww_global_y_B ?x4271) $x103 $x944))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x91 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4248 $x727 $x103 $x944)) $x747)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x818 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x162 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x162 (bvult off!ww_global_y_B ?x818)))))
(assert
 (let ((?x153 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x238 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x238 tid.x@A) (concat ?x153 tid.x@B)))))
(check-sat)
