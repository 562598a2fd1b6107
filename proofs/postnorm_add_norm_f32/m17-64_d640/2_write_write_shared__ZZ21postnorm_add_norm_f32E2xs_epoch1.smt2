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
 (let (($x1594 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x1601 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x4301 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x1296 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4301)))
 (let (($x4196 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4257 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4196))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4251 (and $x282 $x4257)))
 (let (($x1412 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4251 $x1296 $x1601 $x1594))))
 (let ((?x4265 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x1301 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4265)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4207 (not $x83)))
 (let (($x4211 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4207 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4212 (not $x4211)))
 (let (($x4213 (and $x282 $x4212)))
 (let (($x1578 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4213 $x1301 $x1601 $x1594))))
 (let ((?x750 ((_ extract 29 0) tid.x@A)))
 (let ((?x723 (concat (_ bv0 32) ?x750 (_ bv0 2))))
 (let (($x1596 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x723)))
 (let (($x669 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x612 (not $x669)))
 (let (($x523 (and $x282 $x612)))
 (let (($x1275 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x523 $x1596 $x1601 $x1594))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv3 32)) $x1275 $x1578 $x1412))))))))))))))))))))))))))
(assert
 (let (($x1542 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x1657 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x5541 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x1474 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5541)))
 (let (($x5523 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5526 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5523))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5527 (and $x282 $x5526)))
 (let (($x2035 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5527 $x1474 $x1657 $x1542))))
 (let ((?x5561 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x2043 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5561)))
 (let (($x5545 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5546 (not $x5545)))
 (let (($x5549 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5546 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5550 (not $x5549)))
 (let (($x5551 (and $x282 $x5550)))
 (let (($x1466 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5551 $x2043 $x1657 $x1542))))
 (let ((?x5538 ((_ extract 29 0) tid.x@B)))
 (let ((?x5577 (concat (_ bv0 32) ?x5538 (_ bv0 2))))
 (let (($x1642 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5577)))
 (let (($x5567 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5568 (not $x5567)))
 (let (($x5569 (and $x282 $x5568)))
 (let (($x1664 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5569 $x1642 $x1657 $x1542))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv3 32)) $x1664 $x1466 $x2035))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1390 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x1399 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1399) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x1390)))))
(assert
 (let (($x68 (= ctaid.z@A ctaid.z@B)))
 (let (($x1363 (= ctaid.y@A ctaid.y@B)))
 (let (($x900 (= ctaid.x@A ctaid.x@B)))
 (and $x900 $x1363 $x68)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
