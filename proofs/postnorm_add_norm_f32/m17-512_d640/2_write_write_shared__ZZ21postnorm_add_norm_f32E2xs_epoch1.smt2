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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv512 64))))
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
 (let (($x67 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x3248 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x1043 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x137 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1043)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let (($x267 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x371 $x137 $x3248 $x67))))
 (let ((?x1346 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x75 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1346)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let (($x3128 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x357 $x75 $x3248 $x67))))
 (let ((?x789 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x274 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x789)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x218 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x329 $x274 $x3248 $x67))))
 (let ((?x827 ((_ extract 29 0) tid.x@A)))
 (let ((?x983 (concat (_ bv0 32) ?x827 (_ bv0 2))))
 (let (($x3249 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x983)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (let (($x151 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x302 $x3249 $x3248 $x67))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv4 32)) $x151 $x218 $x3128 $x267)))))))))))))))))))))))))))))))
(assert
 (let (($x3653 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x3652 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x2496 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3223 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2496)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2387 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x3140 (=> (= (_ bv3 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2387 $x3223 $x3652 $x3653))))
 (let ((?x2505 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x270 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2505)))
 (let (($x2400 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2403 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2400))))
 (let (($x2404 (and $x281 $x2403)))
 (let (($x257 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2404 $x270 $x3652 $x3653))))
 (let ((?x2509 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3332 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2509)))
 (let (($x2410 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2411 (not $x2410)))
 (let (($x2414 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2411 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2415 (not $x2414)))
 (let (($x2416 (and $x281 $x2415)))
 (let (($x3331 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2416 $x3332 $x3652 $x3653))))
 (let ((?x2493 ((_ extract 29 0) tid.x@B)))
 (let ((?x2512 (concat (_ bv0 32) ?x2493 (_ bv0 2))))
 (let (($x3061 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x2512)))
 (let (($x2424 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2425 (not $x2424)))
 (let (($x2426 (and $x281 $x2425)))
 (let (($x118 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x2426 $x3061 $x3652 $x3653))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv4 32)) $x118 $x3331 $x257 $x3140))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3021 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x236 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x236) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x3021)))))
(assert
 (let (($x131 (= ctaid.z@A ctaid.z@B)))
 (let (($x216 (= ctaid.y@A ctaid.y@B)))
 (let (($x264 (= ctaid.x@A ctaid.x@B)))
 (and $x264 $x216 $x131)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
