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
 (let (($x1000 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x999 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x794 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4004 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x127 (= off!ww_global_y_A ?x4004)))
 (let (($x3907 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3915 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3907))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x3946 (and $x261 $x3915)))
 (let ((?x3974 (concat (bvadd ?x794 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x100 (= off!ww_global_y_A ?x3974)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3921 (not $x79)))
 (let (($x3925 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3921 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3926 (not $x3925)))
 (let (($x3927 (and $x261 $x3926)))
 (let ((?x796 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x794) (_ bv0 1))))
 (let (($x845 (= off!ww_global_y_A ?x796)))
 (let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x673 (not $x716)))
 (let (($x745 (and $x261 $x673)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x745 $x845 $x999 $x1000)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3927 $x100 $x999 $x1000)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3946 $x127 $x999 $x1000)))))))))))))))))))))))))
(assert
 (let (($x808 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x819 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4229 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4230 (concat (_ bv0 31) ?x4229)))
 (let ((?x4232 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4234 (concat (bvadd ?x4232 ?x4230) (_ bv0 1))))
 (let (($x4224 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4227 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4224))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4228 (and $x261 $x4227)))
 (let (($x156 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4228 (= off!ww_global_y_B ?x4234) $x819 $x808))))
 (let ((?x4259 (concat (bvadd ?x4232 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x715 (= off!ww_global_y_B ?x4259)))
 (let (($x4249 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4250 (not $x4249)))
 (let (($x4253 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4250 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4254 (not $x4253)))
 (let (($x4255 (and $x261 $x4254)))
 (let ((?x4278 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4232) (_ bv0 1))))
 (let (($x4273 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4274 (not $x4273)))
 (let (($x4275 (and $x261 $x4274)))
 (let (($x929 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4275 (= off!ww_global_y_B ?x4278) $x819 $x808))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x929 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4255 $x715 $x819 $x808)) $x156)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x202 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let ((?x211 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x211) $x202))))
(assert
 (let ((?x876 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x867 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x867 tid.x@A) (concat ?x876 tid.x@B)))))
(check-sat)
