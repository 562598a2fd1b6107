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
(declare-fun epoch!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_xcta_B () (_ BitVec 32))
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
 (let (($x657 (= (_ bv1 32) epoch!rw_global_x_xcta_A)))
 (let (($x118 (= (_ bv4 64) width!rw_global_x_xcta_A)))
 (let ((?x643 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x4290 (concat (bvadd ?x643 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x211 (= off!rw_global_x_xcta_A ?x4290)))
 (let (($x4189 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4250 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4189))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4244 (and $x282 $x4250)))
 (let ((?x4253 (concat (bvadd ?x643 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x1232 (= off!rw_global_x_xcta_A ?x4253)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4200 (not $x83)))
 (let (($x4204 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4200 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4205 (not $x4204)))
 (let (($x4206 (and $x282 $x4205)))
 (let ((?x538 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x643) (_ bv0 2))))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x114 (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) (and $x530 (= off!rw_global_x_xcta_A ?x538) $x118 $x657))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv3 32)) $x114 (=> (= (_ bv1 32) sel!rw_global_x_xcta_A) (and $x4206 $x1232 $x118 $x657)) (=> (= (_ bv2 32) sel!rw_global_x_xcta_A) (and $x4244 $x211 $x118 $x657)))))))))))))))))))))))))
(assert
 (let (($x1224 (= (_ bv1 32) epoch!rw_global_x_xcta_B)))
 (let (($x1221 (= (_ bv4 64) width!rw_global_x_xcta_B)))
 (let ((?x5521 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5636 (concat (_ bv0 30) ?x5521)))
 (let ((?x5638 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x5640 (concat (bvadd ?x5638 ?x5636) (_ bv0 2))))
 (let (($x5516 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5519 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5516))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5520 (and $x282 $x5519)))
 (let (($x1222 (=> (= (_ bv2 32) sel!rw_global_x_xcta_B) (and $x5520 (= off!rw_global_x_xcta_B ?x5640) $x1221 $x1224))))
 (let ((?x5646 (concat (bvadd ?x5638 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x1230 (= off!rw_global_x_xcta_B ?x5646)))
 (let (($x5538 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5539 (not $x5538)))
 (let (($x5542 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5539 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5543 (not $x5542)))
 (let (($x5544 (and $x282 $x5543)))
 (let ((?x5652 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x5638) (_ bv0 2))))
 (let (($x5560 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5561 (not $x5560)))
 (let (($x5562 (and $x282 $x5561)))
 (let (($x1226 (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) (and $x5562 (= off!rw_global_x_xcta_B ?x5652) $x1221 $x1224))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv3 32)) $x1226 (=> (= (_ bv1 32) sel!rw_global_x_xcta_B) (and $x5544 $x1230 $x1221 $x1224)) $x1222)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x135 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let (($x151 (bvult off!rw_global_x_xcta_A (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B))))
 (and $x151 (bvult off!rw_global_x_xcta_B ?x135)))))
(assert
 (let (($x207 (= ctaid.z@A ctaid.z@B)))
(let (($x1348 (= ctaid.y@A ctaid.y@B)))
(let (($x68 (= ctaid.x@A ctaid.x@B)))
(let (($x122 (and $x68 $x1348 $x207)))
(not $x122))))))
(check-sat)
