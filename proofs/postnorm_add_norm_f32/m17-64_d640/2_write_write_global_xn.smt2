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
 (let (($x1266 (= (_ bv3 32) epoch!ww_global_xn_A)))
 (let (($x1265 (= (_ bv2 64) width!ww_global_xn_A)))
 (let ((?x955 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4276 (concat (bvadd ?x955 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x894 (= off!ww_global_xn_A ?x4276)))
 (let (($x4196 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4257 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4196))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4251 (and $x282 $x4257)))
 (let ((?x4239 (concat (bvadd ?x955 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x136 (= off!ww_global_xn_A ?x4239)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4207 (not $x83)))
 (let (($x4211 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4207 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4212 (not $x4211)))
 (let (($x4213 (and $x282 $x4212)))
 (let ((?x1197 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x955) (_ bv0 1))))
 (let (($x1262 (= off!ww_global_xn_A ?x1197)))
 (let (($x669 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x612 (not $x669)))
 (let (($x523 (and $x282 $x612)))
 (and (bvult sel!ww_global_xn_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_xn_A) (and $x523 $x1262 $x1265 $x1266)) (=> (= (_ bv1 32) sel!ww_global_xn_A) (and $x4213 $x136 $x1265 $x1266)) (=> (= (_ bv2 32) sel!ww_global_xn_A) (and $x4251 $x894 $x1265 $x1266)))))))))))))))))))))))))
(assert
 (let (($x137 (= (_ bv3 32) epoch!ww_global_xn_B)))
 (let (($x1274 (= (_ bv2 64) width!ww_global_xn_B)))
 (let ((?x5528 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5529 (concat (_ bv0 31) ?x5528)))
 (let ((?x5531 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x5533 (concat (bvadd ?x5531 ?x5529) (_ bv0 1))))
 (let (($x5523 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5526 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5523))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5527 (and $x282 $x5526)))
 (let (($x236 (=> (= (_ bv2 32) sel!ww_global_xn_B) (and $x5527 (= off!ww_global_xn_B ?x5533) $x1274 $x137))))
 (let ((?x5555 (concat (bvadd ?x5531 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x157 (= off!ww_global_xn_B ?x5555)))
 (let (($x5545 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5546 (not $x5545)))
 (let (($x5549 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5546 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5550 (not $x5549)))
 (let (($x5551 (and $x282 $x5550)))
 (let ((?x5572 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x5531) (_ bv0 1))))
 (let (($x5567 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5568 (not $x5567)))
 (let (($x5569 (and $x282 $x5568)))
 (let (($x78 (=> (= (_ bv0 32) sel!ww_global_xn_B) (and $x5569 (= off!ww_global_xn_B ?x5572) $x1274 $x137))))
 (and (bvult sel!ww_global_xn_B (_ bv3 32)) $x78 (=> (= (_ bv1 32) sel!ww_global_xn_B) (and $x5551 $x157 $x1274 $x137)) $x236)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x179 (bvadd off!ww_global_xn_A width!ww_global_xn_A)))
 (let (($x118 (bvult off!ww_global_xn_A (bvadd off!ww_global_xn_B width!ww_global_xn_B))))
 (and $x118 (bvult off!ww_global_xn_B ?x179)))))
(assert
 (let ((?x1232 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1225 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1225 tid.x@A) (concat ?x1232 tid.x@B)))))
(check-sat)
