; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x133 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x74 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x273 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x987 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x508 (= off!ww_global_y_A ?x987)))
 (let (($x959 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x963 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x959))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x964 (and $x206 $x963)))
 (let ((?x948 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x494 (= off!ww_global_y_A ?x948)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x920 (not $x61)))
 (let (($x924 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x920 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x925 (not $x924)))
 (let (($x926 (and $x206 $x925)))
 (let ((?x275 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x273) (_ bv0 1))))
 (let (($x187 (= off!ww_global_y_A ?x275)))
 (let (($x239 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x242 (not $x239)))
 (let (($x243 (and $x206 $x242)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x243 $x187 $x74 $x133)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x926 $x494 $x74 $x133)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x964 $x508 $x74 $x133)))))))))))))))))))))))))
(assert
 (let (($x114 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x505 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x350 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1342 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x105 (= off!ww_global_y_B ?x1342)))
 (let (($x1140 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1132 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1140))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1067 (and $x206 $x1132)))
 (let ((?x1077 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x158 (= off!ww_global_y_B ?x1077)))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x988 (not $x90)))
 (let (($x1025 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x988 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1000 (not $x1025)))
 (let (($x1017 (and $x206 $x1000)))
 (let ((?x352 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x350) (_ bv0 1))))
 (let (($x504 (= off!ww_global_y_B ?x352)))
 (let (($x317 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x320 (not $x317)))
 (let (($x321 (and $x206 $x320)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x321 $x504 $x505 $x114)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1017 $x158 $x505 $x114)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1067 $x105 $x505 $x114)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x490 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x486 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x486) $x490))))
(check-sat)
