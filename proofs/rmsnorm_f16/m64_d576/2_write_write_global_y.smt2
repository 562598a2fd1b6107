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
 (bvule base!x (_ bv18446744073709477887 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
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
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x190 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x112 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x273 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x973 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x62 (= off!ww_global_y_A ?x973)))
 (let (($x945 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x949 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x945))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x950 (and $x206 $x949)))
 (let ((?x936 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x406 (= off!ww_global_y_A ?x936)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x908 (not $x61)))
 (let (($x912 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x908 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x913 (not $x912)))
 (let (($x914 (and $x206 $x913)))
 (let ((?x275 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x273) (_ bv0 1))))
 (let (($x109 (= off!ww_global_y_A ?x275)))
 (let (($x240 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x243 (not $x240)))
 (let (($x244 (and $x206 $x243)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x244 $x109 $x112 $x190)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x914 $x406 $x112 $x190)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x950 $x62 $x112 $x190)))))))))))))))))))))))))
(assert
 (let (($x478 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x477 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x350 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1332 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x58 (= off!ww_global_y_B ?x1332)))
 (let (($x1093 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1056 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1093))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1106 (and $x206 $x1056)))
 (let ((?x984 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x78 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x265 (not $x78)))
 (let (($x221 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x265 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1010 (not $x221)))
 (let (($x1011 (and $x206 $x1010)))
 (let (($x160 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1011 (= off!ww_global_y_B ?x984) $x477 $x478))))
 (let ((?x352 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x350) (_ bv0 1))))
 (let (($x432 (= off!ww_global_y_B ?x352)))
 (let (($x318 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x321 (not $x318)))
 (let (($x322 (and $x206 $x321)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x322 $x432 $x477 $x478)) $x160 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1106 $x58 $x477 $x478)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x399 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x474 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x474) (bvult off!ww_global_y_B ?x399)))))
(check-sat)
