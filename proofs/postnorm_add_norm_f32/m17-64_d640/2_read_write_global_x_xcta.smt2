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
 (let (($x208 (= (_ bv1 32) epoch!rw_global_x_xcta_A)))
 (let (($x210 (= (_ bv4 64) width!rw_global_x_xcta_A)))
 (let ((?x1125 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x4297 (concat (bvadd ?x1125 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x1263 (= off!rw_global_x_xcta_A ?x4297)))
 (let (($x4196 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4257 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4196))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4251 (and $x282 $x4257)))
 (let ((?x4260 (concat (bvadd ?x1125 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x661 (= off!rw_global_x_xcta_A ?x4260)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4207 (not $x83)))
 (let (($x4211 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4207 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4212 (not $x4211)))
 (let (($x4213 (and $x282 $x4212)))
 (let ((?x532 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x1125) (_ bv0 2))))
 (let (($x232 (= off!rw_global_x_xcta_A ?x532)))
 (let (($x669 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x612 (not $x669)))
 (let (($x523 (and $x282 $x612)))
 (and (bvult sel!rw_global_x_xcta_A (_ bv3 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) (and $x523 $x232 $x210 $x208)) (=> (= (_ bv1 32) sel!rw_global_x_xcta_A) (and $x4213 $x661 $x210 $x208)) (=> (= (_ bv2 32) sel!rw_global_x_xcta_A) (and $x4251 $x1263 $x210 $x208)))))))))))))))))))))))))
(assert
 (let (($x260 (= (_ bv1 32) epoch!rw_global_x_xcta_B)))
 (let (($x1248 (= (_ bv4 64) width!rw_global_x_xcta_B)))
 (let ((?x5528 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5643 (concat (_ bv0 30) ?x5528)))
 (let ((?x5645 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x5647 (concat (bvadd ?x5645 ?x5643) (_ bv0 2))))
 (let (($x5523 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5526 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5523))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5527 (and $x282 $x5526)))
 (let (($x1240 (=> (= (_ bv2 32) sel!rw_global_x_xcta_B) (and $x5527 (= off!rw_global_x_xcta_B ?x5647) $x1248 $x260))))
 (let ((?x5653 (concat (bvadd ?x5645 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x1204 (= off!rw_global_x_xcta_B ?x5653)))
 (let (($x5545 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5546 (not $x5545)))
 (let (($x5549 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5546 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5550 (not $x5549)))
 (let (($x5551 (and $x282 $x5550)))
 (let ((?x5659 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x5645) (_ bv0 2))))
 (let (($x5567 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5568 (not $x5567)))
 (let (($x5569 (and $x282 $x5568)))
 (let (($x106 (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) (and $x5569 (= off!rw_global_x_xcta_B ?x5659) $x1248 $x260))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv3 32)) $x106 (=> (= (_ bv1 32) sel!rw_global_x_xcta_B) (and $x5551 $x1204 $x1248 $x260)) $x1240)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1247 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let ((?x1245 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x1245) (bvult off!rw_global_x_xcta_B ?x1247)))))
(assert
 (let (($x68 (= ctaid.z@A ctaid.z@B)))
(let (($x1363 (= ctaid.y@A ctaid.y@B)))
(let (($x900 (= ctaid.x@A ctaid.x@B)))
(let (($x1293 (and $x900 $x1363 $x68)))
(not $x1293))))))
(check-sat)
