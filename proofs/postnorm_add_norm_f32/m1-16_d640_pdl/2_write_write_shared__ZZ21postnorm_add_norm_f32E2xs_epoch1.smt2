; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!y ?x27))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!xn ?x27))))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x58)))
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
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x58)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3174 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x3170 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x639 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3383 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x639)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let (($x3664 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x371 $x3383 $x3170 $x3174))))
 (let ((?x1346 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3052 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1346)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let (($x3662 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x357 $x3052 $x3170 $x3174))))
 (let ((?x845 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3061 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x845)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x3240 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x329 $x3061 $x3170 $x3174))))
 (let ((?x904 ((_ extract 29 0) tid.x@A)))
 (let ((?x984 (concat (_ bv0 32) ?x904 (_ bv0 2))))
 (let (($x66 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x984)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (let (($x3107 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x302 $x66 $x3170 $x3174))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv4 32)) $x3107 $x3240 $x3662 $x3664)))))))))))))))))))))))))))))))
(assert
 (let (($x3602 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x3601 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x2498 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x64 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2498)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2389 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x186 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2389 $x64 $x3601 $x3602))))
 (let ((?x2507 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3102 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2507)))
 (let (($x2402 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2405 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2402))))
 (let (($x2406 (and $x281 $x2405)))
 (let (($x3229 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2406 $x3102 $x3601 $x3602))))
 (let ((?x2511 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3334 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2511)))
 (let (($x2412 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2413 (not $x2412)))
 (let (($x2416 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2413 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2417 (not $x2416)))
 (let (($x2418 (and $x281 $x2417)))
 (let (($x3339 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2418 $x3334 $x3601 $x3602))))
 (let ((?x2495 ((_ extract 29 0) tid.x@B)))
 (let ((?x2514 (concat (_ bv0 32) ?x2495 (_ bv0 2))))
 (let (($x3600 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2514)))
 (let (($x2426 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2427 (not $x2426)))
 (let (($x2428 (and $x281 $x2427)))
 (let (($x3379 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2428 $x3600 $x3601 $x3602))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv4 32)) $x3379 $x3339 $x3229 $x186))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3324 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x130 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x130) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x3324)))))
(assert
 (let (($x3043 (= ctaid.z@A ctaid.z@B)))
 (let (($x2985 (= ctaid.y@A ctaid.y@B)))
 (let (($x139 (= ctaid.x@A ctaid.x@B)))
 (and $x139 $x2985 $x3043)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
