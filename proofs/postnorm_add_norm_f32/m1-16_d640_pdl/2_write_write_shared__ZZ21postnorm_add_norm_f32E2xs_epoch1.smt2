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
 (let (($x75 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x1596 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x4294 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x610 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4294)))
 (let (($x4189 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4250 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4189))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4244 (and $x282 $x4250)))
 (let (($x1410 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4244 $x610 $x1596 $x75))))
 (let ((?x4258 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x216 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4258)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4200 (not $x83)))
 (let (($x4204 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4200 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4205 (not $x4204)))
 (let (($x4206 (and $x282 $x4205)))
 (let (($x147 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4206 $x216 $x1596 $x75))))
 (let ((?x1054 ((_ extract 29 0) tid.x@A)))
 (let ((?x660 (concat (_ bv0 32) ?x1054 (_ bv0 2))))
 (let (($x1576 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x660)))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x1574 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x530 $x1576 $x1596 $x75))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv3 32)) $x1574 $x147 $x1410))))))))))))))))))))))))))
(assert
 (let (($x1407 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x1406 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x5534 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x1526 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5534)))
 (let (($x5516 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5519 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5516))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5520 (and $x282 $x5519)))
 (let (($x2027 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5520 $x1526 $x1406 $x1407))))
 (let ((?x5554 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x1533 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5554)))
 (let (($x5538 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5539 (not $x5538)))
 (let (($x5542 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5539 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5543 (not $x5542)))
 (let (($x5544 (and $x282 $x5543)))
 (let (($x2032 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5544 $x1533 $x1406 $x1407))))
 (let ((?x5531 ((_ extract 29 0) tid.x@B)))
 (let ((?x5570 (concat (_ bv0 32) ?x5531 (_ bv0 2))))
 (let (($x2036 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5570)))
 (let (($x5560 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5561 (not $x5560)))
 (let (($x5562 (and $x282 $x5561)))
 (let (($x1453 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5562 $x2036 $x1406 $x1407))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv3 32)) $x1453 $x2032 $x2027))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1291 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x1591 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x1591) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x1291)))))
(assert
 (let (($x207 (= ctaid.z@A ctaid.z@B)))
 (let (($x1348 (= ctaid.y@A ctaid.y@B)))
 (let (($x68 (= ctaid.x@A ctaid.x@B)))
 (and $x68 $x1348 $x207)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
