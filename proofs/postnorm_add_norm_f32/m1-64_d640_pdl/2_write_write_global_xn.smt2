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
 (let (($x1270 (= (_ bv3 32) epoch!ww_global_xn_A)))
 (let (($x1269 (= (_ bv2 64) width!ww_global_xn_A)))
 (let ((?x954 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4270 (concat (bvadd ?x954 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x1284 (= off!ww_global_xn_A ?x4270)))
 (let (($x4191 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4252 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4191))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4246 (and $x282 $x4252)))
 (let ((?x4233 (concat (bvadd ?x954 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x1276 (= off!ww_global_xn_A ?x4233)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4202 (not $x83)))
 (let (($x4206 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4202 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4207 (not $x4206)))
 (let (($x4208 (and $x282 $x4207)))
 (let ((?x723 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x954) (_ bv0 1))))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x1274 (=> (= (_ bv0 32) sel!ww_global_xn_A) (and $x530 (= off!ww_global_xn_A ?x723) $x1269 $x1270))))
 (and (bvult sel!ww_global_xn_A (_ bv3 32)) $x1274 (=> (= (_ bv1 32) sel!ww_global_xn_A) (and $x4208 $x1276 $x1269 $x1270)) (=> (= (_ bv2 32) sel!ww_global_xn_A) (and $x4246 $x1284 $x1269 $x1270)))))))))))))))))))))))))
(assert
 (let (($x1282 (= (_ bv3 32) epoch!ww_global_xn_B)))
 (let (($x251 (= (_ bv2 64) width!ww_global_xn_B)))
 (let ((?x5523 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5524 (concat (_ bv0 31) ?x5523)))
 (let ((?x5526 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x5528 (concat (bvadd ?x5526 ?x5524) (_ bv0 1))))
 (let (($x5518 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5521 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5518))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5522 (and $x282 $x5521)))
 (let (($x265 (=> (= (_ bv2 32) sel!ww_global_xn_B) (and $x5522 (= off!ww_global_xn_B ?x5528) $x251 $x1282))))
 (let ((?x5550 (concat (bvadd ?x5526 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x104 (= off!ww_global_xn_B ?x5550)))
 (let (($x5540 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5541 (not $x5540)))
 (let (($x5544 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5541 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5545 (not $x5544)))
 (let (($x5546 (and $x282 $x5545)))
 (let ((?x5567 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x5526) (_ bv0 1))))
 (let (($x5562 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5563 (not $x5562)))
 (let (($x5564 (and $x282 $x5563)))
 (let (($x962 (=> (= (_ bv0 32) sel!ww_global_xn_B) (and $x5564 (= off!ww_global_xn_B ?x5567) $x251 $x1282))))
 (and (bvult sel!ww_global_xn_B (_ bv3 32)) $x962 (=> (= (_ bv1 32) sel!ww_global_xn_B) (and $x5546 $x104 $x251 $x1282)) $x265)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x521 (bvadd off!ww_global_xn_A width!ww_global_xn_A)))
 (let ((?x264 (bvadd off!ww_global_xn_B width!ww_global_xn_B)))
 (and (bvult off!ww_global_xn_A ?x264) (bvult off!ww_global_xn_B ?x521)))))
(assert
 (let ((?x1239 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1210 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1210 tid.x@A) (concat ?x1239 tid.x@B)))))
(check-sat)
