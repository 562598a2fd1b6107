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
 (and (bvule (_ bv1 64) size!n_out) (bvule size!n_out (_ bv64 64))))
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
 (let (($x157 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x834 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x793 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3998 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x835 (= off!ww_global_y_A ?x3998)))
 (let (($x3902 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3910 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3902))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3969 (and $x261 $x3910)))
 (let ((?x3968 (concat (bvadd ?x793 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x178 (= off!ww_global_y_A ?x3968)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3916 (not $x79)))
 (let (($x3920 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3916 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3921 (not $x3920)))
 (let (($x3922 (and $x261 $x3921)))
 (let ((?x795 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x793) (_ bv0 1))))
 (let (($x236 (= off!ww_global_y_A ?x795)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x673 (not $x716)))
 (let (($x745 (and $x261 $x673)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x236 $x834 $x157)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3922 $x178 $x834 $x157)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3969 $x835 $x834 $x157)))))))))))))))))))))))))
(assert
 (let (($x231 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x162 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4224 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4225 (concat (_ bv0 31) ?x4224)))
 (let ((?x4227 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4229 (concat (bvadd ?x4227 ?x4225) (_ bv0 1))))
 (let (($x4219 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4222 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4219))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4223 (and $x261 $x4222)))
 (let (($x923 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4223 (= off!ww_global_y_B ?x4229) $x162 $x231))))
 (let ((?x4254 (concat (bvadd ?x4227 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x251 (= off!ww_global_y_B ?x4254)))
 (let (($x4244 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4245 (not $x4244)))
 (let (($x4248 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4245 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4249 (not $x4248)))
 (let (($x4250 (and $x261 $x4249)))
 (let ((?x4273 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4227) (_ bv0 1))))
 (let (($x4268 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4269 (not $x4268)))
 (let (($x4270 (and $x261 $x4269)))
 (let (($x796 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4270 (= off!ww_global_y_B ?x4273) $x162 $x231))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x796 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4250 $x251 $x162 $x231)) $x923)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x735 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let ((?x797 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x797) $x735))))
(assert
 (let ((?x875 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x866 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x866 tid.x@A) (concat ?x875 tid.x@B)))))
(check-sat)
