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
(declare-fun epoch!ww_global_xn_A () (_ BitVec 32))
(declare-fun width!ww_global_xn_A () (_ BitVec 64))
(declare-fun off!ww_global_xn_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_xn_A () (_ BitVec 32))
(declare-fun epoch!ww_global_xn_B () (_ BitVec 32))
(declare-fun width!ww_global_xn_B () (_ BitVec 64))
(declare-fun off!ww_global_xn_B () (_ BitVec 64))
(declare-fun sel!ww_global_xn_B () (_ BitVec 32))
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
 (let (($x72 (= (_ bv3 32) epoch!ww_global_xn_A)))
 (let (($x1302 (= (_ bv2 64) width!ww_global_xn_A)))
 (let ((?x954 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4268 (concat (bvadd ?x954 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x787 (= off!ww_global_xn_A ?x4268)))
 (let (($x4189 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4250 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4189))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4244 (and $x282 $x4250)))
 (let ((?x4231 (concat (bvadd ?x954 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x548 (= off!ww_global_xn_A ?x4231)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4200 (not $x83)))
 (let (($x4204 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4200 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4205 (not $x4204)))
 (let (($x4206 (and $x282 $x4205)))
 (let ((?x723 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x954) (_ bv0 1))))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x256 (=> (= (_ bv0 32) sel!ww_global_xn_A) (and $x530 (= off!ww_global_xn_A ?x723) $x1302 $x72))))
 (and (bvult sel!ww_global_xn_A (_ bv3 32)) $x256 (=> (= (_ bv1 32) sel!ww_global_xn_A) (and $x4206 $x548 $x1302 $x72)) (=> (= (_ bv2 32) sel!ww_global_xn_A) (and $x4244 $x787 $x1302 $x72)))))))))))))))))))))))))
(assert
 (let (($x1356 (= (_ bv3 32) epoch!ww_global_xn_B)))
 (let (($x1355 (= (_ bv2 64) width!ww_global_xn_B)))
 (let ((?x5521 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5522 (concat (_ bv0 31) ?x5521)))
 (let ((?x5524 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x5526 (concat (bvadd ?x5524 ?x5522) (_ bv0 1))))
 (let (($x5516 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5519 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5516))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5520 (and $x282 $x5519)))
 (let (($x1370 (=> (= (_ bv2 32) sel!ww_global_xn_B) (and $x5520 (= off!ww_global_xn_B ?x5526) $x1355 $x1356))))
 (let ((?x5548 (concat (bvadd ?x5524 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x1364 (= off!ww_global_xn_B ?x5548)))
 (let (($x5538 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5539 (not $x5538)))
 (let (($x5542 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5539 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5543 (not $x5542)))
 (let (($x5544 (and $x282 $x5543)))
 (let ((?x5565 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x5524) (_ bv0 1))))
 (let (($x5560 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5561 (not $x5560)))
 (let (($x5562 (and $x282 $x5561)))
 (let (($x1360 (=> (= (_ bv0 32) sel!ww_global_xn_B) (and $x5562 (= off!ww_global_xn_B ?x5565) $x1355 $x1356))))
 (and (bvult sel!ww_global_xn_B (_ bv3 32)) $x1360 (=> (= (_ bv1 32) sel!ww_global_xn_B) (and $x5544 $x1364 $x1355 $x1356)) $x1370)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1374 (bvadd off!ww_global_xn_A width!ww_global_xn_A)))
 (let (($x1373 (bvult off!ww_global_xn_A (bvadd off!ww_global_xn_B width!ww_global_xn_B))))
 (and $x1373 (bvult off!ww_global_xn_B ?x1374)))))
(assert
 (let ((?x574 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x252 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x252 tid.x@A) (concat ?x574 tid.x@B)))))
(check-sat)
