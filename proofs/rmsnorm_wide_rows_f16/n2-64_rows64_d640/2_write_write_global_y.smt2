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
 (and (bvule (_ bv2 64) size!n_out) (bvule size!n_out (_ bv64 64))))
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
 (let (($x1000 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x999 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x794 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4000 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x821 (= off!ww_global_y_A ?x4000)))
 (let (($x3903 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3911 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3903))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3950 (and $x261 $x3911)))
 (let ((?x3970 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x100 (= off!ww_global_y_A ?x3970)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3917 (not $x79)))
 (let (($x3921 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3917 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3922 (not $x3921)))
 (let (($x3923 (and $x261 $x3922)))
 (let ((?x796 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x794) (_ bv0 1))))
 (let (($x845 (= off!ww_global_y_A ?x796)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x658 (not $x716)))
 (let (($x745 (and $x261 $x658)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x845 $x999 $x1000)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3923 $x100 $x999 $x1000)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3950 $x821 $x999 $x1000)))))))))))))))))))))))))
(assert
 (let (($x808 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x819 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4225 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4226 (concat (_ bv0 31) ?x4225)))
 (let ((?x4228 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4230 (concat (bvadd ?x4228 ?x4226) (_ bv0 1))))
 (let (($x4220 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4223 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4220))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4224 (and $x261 $x4223)))
 (let (($x726 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4224 (= off!ww_global_y_B ?x4230) $x819 $x808))))
 (let ((?x4255 (concat (bvadd ?x4228 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x712 (= off!ww_global_y_B ?x4255)))
 (let (($x4245 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4246 (not $x4245)))
 (let (($x4249 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4246 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4250 (not $x4249)))
 (let (($x4251 (and $x261 $x4250)))
 (let ((?x4274 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4228) (_ bv0 1))))
 (let (($x4269 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4270 (not $x4269)))
 (let (($x4271 (and $x261 $x4270)))
 (let (($x929 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4271 (= off!ww_global_y_B ?x4274) $x819 $x808))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x929 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4251 $x712 $x819 $x808)) $x726)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x203 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let ((?x211 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x211) $x203))))
(assert
 (let ((?x876 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x867 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x867 tid.x@A) (concat ?x876 tid.x@B)))))
(check-sat)
