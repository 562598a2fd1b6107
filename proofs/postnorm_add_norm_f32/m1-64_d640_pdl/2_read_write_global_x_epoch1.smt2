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
(declare-fun epoch!rw_global_x_epoch1_A () (_ BitVec 32))
(declare-fun width!rw_global_x_epoch1_A () (_ BitVec 64))
(declare-fun off!rw_global_x_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_epoch1_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_epoch1_B () (_ BitVec 32))
(declare-fun width!rw_global_x_epoch1_B () (_ BitVec 64))
(declare-fun off!rw_global_x_epoch1_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_epoch1_B () (_ BitVec 32))
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
 (let (($x106 (= (_ bv1 32) epoch!rw_global_x_epoch1_A)))
 (let (($x254 (= (_ bv4 64) width!rw_global_x_epoch1_A)))
 (let ((?x643 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x4292 (concat (bvadd ?x643 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x844 (= off!rw_global_x_epoch1_A ?x4292)))
 (let (($x4191 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4252 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4191))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4246 (and $x282 $x4252)))
 (let ((?x4255 (concat (bvadd ?x643 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x167 (= off!rw_global_x_epoch1_A ?x4255)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4202 (not $x83)))
 (let (($x4206 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4202 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4207 (not $x4206)))
 (let (($x4208 (and $x282 $x4207)))
 (let ((?x538 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x643) (_ bv0 2))))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x644 (not $x668)))
 (let (($x530 (and $x282 $x644)))
 (let (($x210 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_A) (and $x530 (= off!rw_global_x_epoch1_A ?x538) $x254 $x106))))
 (and (bvult sel!rw_global_x_epoch1_A (_ bv3 32)) $x210 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_A) (and $x4208 $x167 $x254 $x106)) (=> (= (_ bv2 32) sel!rw_global_x_epoch1_A) (and $x4246 $x844 $x254 $x106)))))))))))))))))))))))))
(assert
 (let (($x1227 (= (_ bv1 32) epoch!rw_global_x_epoch1_B)))
 (let (($x664 (= (_ bv4 64) width!rw_global_x_epoch1_B)))
 (let ((?x5523 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5638 (concat (_ bv0 30) ?x5523)))
 (let ((?x5640 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x5642 (concat (bvadd ?x5640 ?x5638) (_ bv0 2))))
 (let (($x5518 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5521 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5518))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5522 (and $x282 $x5521)))
 (let (($x141 (=> (= (_ bv2 32) sel!rw_global_x_epoch1_B) (and $x5522 (= off!rw_global_x_epoch1_B ?x5642) $x664 $x1227))))
 (let ((?x5648 (concat (bvadd ?x5640 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x1216 (= off!rw_global_x_epoch1_B ?x5648)))
 (let (($x5540 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5541 (not $x5540)))
 (let (($x5544 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5541 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5545 (not $x5544)))
 (let (($x5546 (and $x282 $x5545)))
 (let ((?x5654 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x5640) (_ bv0 2))))
 (let (($x5562 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5563 (not $x5562)))
 (let (($x5564 (and $x282 $x5563)))
 (let (($x74 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_B) (and $x5564 (= off!rw_global_x_epoch1_B ?x5654) $x664 $x1227))))
 (and (bvult sel!rw_global_x_epoch1_B (_ bv3 32)) $x74 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_B) (and $x5546 $x1216 $x664 $x1227)) $x141)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x247 (bvult off!rw_global_x_epoch1_B (bvadd off!rw_global_x_epoch1_A width!rw_global_x_epoch1_A))))
 (let ((?x148 (bvadd off!rw_global_x_epoch1_B width!rw_global_x_epoch1_B)))
 (and (bvult off!rw_global_x_epoch1_A ?x148) $x247))))
(assert
 (let (($x125 (= ctaid.z@A ctaid.z@B)))
 (let (($x75 (= ctaid.y@A ctaid.y@B)))
 (let (($x67 (= ctaid.x@A ctaid.x@B)))
 (and $x67 $x75 $x125)))))
(assert
 (= epoch!rw_global_x_epoch1_A epoch!rw_global_x_epoch1_B))
(check-sat)
