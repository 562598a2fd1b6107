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
 (and (bvule (_ bv17 64) size!n_out) (bvule size!n_out (_ bv64 64))))
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
 (let (($x817 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x101 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x794 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3998 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x161 (= off!ww_global_y_A ?x3998)))
 (let (($x3901 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3909 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3901))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3940 (and $x261 $x3909)))
 (let ((?x3968 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x929 (= off!ww_global_y_A ?x3968)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3915 (not $x79)))
 (let (($x3919 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3915 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3920 (not $x3919)))
 (let (($x3921 (and $x261 $x3920)))
 (let ((?x796 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x794) (_ bv0 1))))
 (let (($x231 (= off!ww_global_y_A ?x796)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x673 (not $x716)))
 (let (($x745 (and $x261 $x673)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x231 $x101 $x817)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3921 $x929 $x101 $x817)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3940 $x161 $x101 $x817)))))))))))))))))))))))))
(assert
 (let (($x874 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x959 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4223 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4224 (concat (_ bv0 31) ?x4223)))
 (let ((?x4226 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4228 (concat (bvadd ?x4226 ?x4224) (_ bv0 1))))
 (let (($x4218 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4221 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4218))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4222 (and $x261 $x4221)))
 (let (($x296 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4222 (= off!ww_global_y_B ?x4228) $x959 $x874))))
 (let ((?x4253 (concat (bvadd ?x4226 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x798 (= off!ww_global_y_B ?x4253)))
 (let (($x4243 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4244 (not $x4243)))
 (let (($x4247 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4244 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4248 (not $x4247)))
 (let (($x4249 (and $x261 $x4248)))
 (let ((?x4272 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4226) (_ bv0 1))))
 (let (($x4267 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4268 (not $x4267)))
 (let (($x4269 (and $x261 $x4268)))
 (let (($x60 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4269 (= off!ww_global_y_B ?x4272) $x959 $x874))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x60 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4249 $x798 $x959 $x874)) $x296)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x923 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x173 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x173) (bvult off!ww_global_y_B ?x923)))))
(assert
 (let ((?x113 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x209 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x209 tid.x@A) (concat ?x113 tid.x@B)))))
(check-sat)
