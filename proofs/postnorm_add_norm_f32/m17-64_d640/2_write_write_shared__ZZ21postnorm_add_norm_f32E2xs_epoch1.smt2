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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv64 64))))
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
 (let (($x265 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x162 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x1044 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3009 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1044)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let (($x3591 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x371 $x3009 $x162 $x265))))
 (let ((?x1347 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3158 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1347)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let (($x3587 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x357 $x3158 $x162 $x265))))
 (let ((?x790 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3050 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x790)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x100 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x329 $x3050 $x162 $x265))))
 (let ((?x828 ((_ extract 29 0) tid.x@A)))
 (let ((?x984 (concat (_ bv0 32) ?x828 (_ bv0 2))))
 (let (($x144 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x984)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (let (($x3042 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x302 $x144 $x162 $x265))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv4 32)) $x3042 $x100 $x3587 $x3591)))))))))))))))))))))))))))))))
(assert
 (let (($x115 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x251 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x2498 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x233 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2498)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2389 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x3795 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2389 $x233 $x251 $x115))))
 (let ((?x2507 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3792 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2507)))
 (let (($x2402 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2405 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2402))))
 (let (($x2406 (and $x281 $x2405)))
 (let (($x3790 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2406 $x3792 $x251 $x115))))
 (let ((?x2511 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x2987 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2511)))
 (let (($x2412 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2413 (not $x2412)))
 (let (($x2416 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2413 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2417 (not $x2416)))
 (let (($x2418 (and $x281 $x2417)))
 (let (($x3295 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2418 $x2987 $x251 $x115))))
 (let ((?x2495 ((_ extract 29 0) tid.x@B)))
 (let ((?x2514 (concat (_ bv0 32) ?x2495 (_ bv0 2))))
 (let (($x3586 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2514)))
 (let (($x2426 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2427 (not $x2426)))
 (let (($x2428 (and $x281 $x2427)))
 (let (($x3046 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2428 $x3586 $x251 $x115))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv4 32)) $x3046 $x3295 $x3790 $x3795))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3831 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x3788 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x3788) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x3831)))))
(assert
 (let (($x67 (= ctaid.z@A ctaid.z@B)))
 (let (($x192 (= ctaid.y@A ctaid.y@B)))
 (let (($x255 (= ctaid.x@A ctaid.x@B)))
 (and $x255 $x192 $x67)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
