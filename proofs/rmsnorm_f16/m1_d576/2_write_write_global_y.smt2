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
 (bvule base!x (_ bv18446744073709550463 64)))
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
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
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
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x461 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x147 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x271 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x999 (concat (bvadd ?x271 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x389 (= off!ww_global_y_A ?x999)))
 (let (($x971 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x975 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x971))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x976 (and $x203 $x975)))
 (let ((?x960 (concat (bvadd ?x271 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x97 (= off!ww_global_y_A ?x960)))
 (let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x932 (not $x60)))
 (let (($x936 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x932 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x937 (not $x936)))
 (let (($x938 (and $x203 $x937)))
 (let ((?x273 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x271) (_ bv0 1))))
 (let (($x109 (= off!ww_global_y_A ?x273)))
 (let (($x237 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x240 (not $x237)))
 (let (($x241 (and $x203 $x240)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x241 $x109 $x147 $x461)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x938 $x97 $x147 $x461)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x976 $x389 $x147 $x461)))))))))))))))))))))))))
(assert
 (let (($x65 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x82 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x349 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1354 (concat (bvadd ?x349 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x44 (= off!ww_global_y_B ?x1354)))
 (let (($x1152 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1144 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1152))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1079 (and $x203 $x1144)))
 (let ((?x1089 (concat (bvadd ?x349 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x112 (= off!ww_global_y_B ?x1089)))
 (let (($x77 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x1000 (not $x77)))
 (let (($x1037 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x1000 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1012 (not $x1037)))
 (let (($x1029 (and $x203 $x1012)))
 (let ((?x351 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x349) (_ bv0 1))))
 (let (($x90 (= off!ww_global_y_B ?x351)))
 (let (($x316 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x319 (not $x316)))
 (let (($x320 (and $x203 $x319)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x320 $x90 $x82 $x65)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1029 $x112 $x82 $x65)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1079 $x44 $x82 $x65)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x184 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x183 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x183) (bvult off!ww_global_y_B ?x184)))))
(check-sat)
