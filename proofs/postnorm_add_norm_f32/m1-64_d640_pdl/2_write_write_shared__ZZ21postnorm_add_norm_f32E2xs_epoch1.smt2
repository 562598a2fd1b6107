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
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv64 64))))
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
 (let (($x1390 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let (($x1405 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x4296 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x1393 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4296)))
 (let (($x4191 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4252 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4191))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4246 (and $x282 $x4252)))
 (let (($x1995 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4246 $x1393 $x1405 $x1390))))
 (let ((?x4260 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x1403 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x4260)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4202 (not $x83)))
 (let (($x4206 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4202 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4207 (not $x4206)))
 (let (($x4208 (and $x282 $x4207)))
 (let (($x1399 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x4208 $x1403 $x1405 $x1390))))
 (let ((?x1054 ((_ extract 29 0) tid.x@A)))
 (let ((?x660 (concat (_ bv0 32) ?x1054 (_ bv0 2))))
 (let (($x1396 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x660)))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x1401 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A) (and $x530 $x1396 $x1405 $x1390))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A (_ bv3 32)) $x1401 $x1399 $x1995))))))))))))))))))))))))))
(assert
 (let (($x1361 (= (_ bv1 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let (($x227 (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (let ((?x5536 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x1414 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5536)))
 (let (($x5518 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5521 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5518))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5522 (and $x282 $x5521)))
 (let (($x224 (=> (= (_ bv2 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5522 $x1414 $x227 $x1361))))
 (let ((?x5556 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x1622 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5556)))
 (let (($x5540 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5541 (not $x5540)))
 (let (($x5544 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5541 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5545 (not $x5544)))
 (let (($x5546 (and $x282 $x5545)))
 (let (($x1416 (=> (= (_ bv1 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5546 $x1622 $x227 $x1361))))
 (let ((?x5533 ((_ extract 29 0) tid.x@B)))
 (let ((?x5572 (concat (_ bv0 32) ?x5533 (_ bv0 2))))
 (let (($x1998 (= off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x5572)))
 (let (($x5562 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5563 (not $x5562)))
 (let (($x5564 (and $x282 $x5563)))
 (let (($x1999 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B) (and $x5564 $x1998 $x227 $x1361))))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B (_ bv3 32)) $x1999 $x1416 $x224))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x192 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A)))
 (let ((?x168 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B width!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A ?x168) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B ?x192)))))
(assert
 (let (($x125 (= ctaid.z@A ctaid.z@B)))
 (let (($x75 (= ctaid.y@A ctaid.y@B)))
 (let (($x67 (= ctaid.x@A ctaid.x@B)))
 (and $x67 $x75 $x125)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2xs_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
