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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x132 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x77 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x273 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x995 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x512 (= off!ww_global_y_A ?x995)))
 (let (($x967 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x971 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x967))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x972 (and $x205 $x971)))
 (let ((?x956 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x494 (= off!ww_global_y_A ?x956)))
 (let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x928 (not $x60)))
 (let (($x932 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x928 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x933 (not $x932)))
 (let (($x934 (and $x205 $x933)))
 (let ((?x275 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x273) (_ bv0 1))))
 (let (($x142 (= off!ww_global_y_A ?x275)))
 (let (($x239 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x242 (not $x239)))
 (let (($x243 (and $x205 $x242)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x243 $x142 $x77 $x132)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x934 $x494 $x77 $x132)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x972 $x512 $x77 $x132)))))))))))))))))))))))))
(assert
 (let (($x505 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x504 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x351 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1353 (concat (bvadd ?x351 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x112 (= off!ww_global_y_B ?x1353)))
 (let (($x1114 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1077 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1114))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1127 (and $x205 $x1077)))
 (let ((?x1005 (concat (bvadd ?x351 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x89 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x215 (not $x89)))
 (let (($x984 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x215 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x220 (not $x984)))
 (let (($x1031 (and $x205 $x220)))
 (let (($x415 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1031 (= off!ww_global_y_B ?x1005) $x504 $x505))))
 (let ((?x353 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x351) (_ bv0 1))))
 (let (($x503 (= off!ww_global_y_B ?x353)))
 (let (($x318 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x321 (not $x318)))
 (let (($x322 (and $x205 $x321)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x322 $x503 $x504 $x505)) $x415 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1127 $x112 $x504 $x505)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x425 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x444 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x444) $x425))))
(check-sat)
