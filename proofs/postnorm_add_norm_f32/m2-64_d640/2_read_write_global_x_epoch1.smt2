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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv64 64))))
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
 (let (($x229 (= (_ bv1 32) epoch!rw_global_x_epoch1_A)))
 (let (($x555 (= (_ bv4 64) width!rw_global_x_epoch1_A)))
 (let ((?x1180 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x4291 (concat (bvadd ?x1180 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x80 (= off!rw_global_x_epoch1_A ?x4291)))
 (let (($x4190 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x4251 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4190))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x4245 (and $x282 $x4251)))
 (let ((?x4254 (concat (bvadd ?x1180 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x208 (= off!rw_global_x_epoch1_A ?x4254)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4201 (not $x83)))
 (let (($x4205 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4201 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4206 (not $x4205)))
 (let (($x4207 (and $x282 $x4206)))
 (let ((?x581 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x1180) (_ bv0 2))))
 (let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x612 (not $x668)))
 (let (($x544 (and $x282 $x612)))
 (let (($x1018 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_A) (and $x544 (= off!rw_global_x_epoch1_A ?x581) $x555 $x229))))
 (and (bvult sel!rw_global_x_epoch1_A (_ bv3 32)) $x1018 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_A) (and $x4207 $x208 $x555 $x229)) (=> (= (_ bv2 32) sel!rw_global_x_epoch1_A) (and $x4245 $x80 $x555 $x229)))))))))))))))))))))))))
(assert
 (let (($x1214 (= (_ bv1 32) epoch!rw_global_x_epoch1_B)))
 (let (($x151 (= (_ bv4 64) width!rw_global_x_epoch1_B)))
 (let ((?x5522 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5637 (concat (_ bv0 30) ?x5522)))
 (let ((?x5639 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x5641 (concat (bvadd ?x5639 ?x5637) (_ bv0 2))))
 (let (($x5517 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x5520 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5517))))
 (let (($x282 (= param!power (_ bv1 32))))
 (let (($x5521 (and $x282 $x5520)))
 (let (($x697 (=> (= (_ bv2 32) sel!rw_global_x_epoch1_B) (and $x5521 (= off!rw_global_x_epoch1_B ?x5641) $x151 $x1214))))
 (let ((?x5647 (concat (bvadd ?x5639 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x216 (= off!rw_global_x_epoch1_B ?x5647)))
 (let (($x5539 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5540 (not $x5539)))
 (let (($x5543 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5540 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5544 (not $x5543)))
 (let (($x5545 (and $x282 $x5544)))
 (let ((?x5653 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x5639) (_ bv0 2))))
 (let (($x5561 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5562 (not $x5561)))
 (let (($x5563 (and $x282 $x5562)))
 (let (($x115 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_B) (and $x5563 (= off!rw_global_x_epoch1_B ?x5653) $x151 $x1214))))
 (and (bvult sel!rw_global_x_epoch1_B (_ bv3 32)) $x115 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_B) (and $x5545 $x216 $x151 $x1214)) $x697)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1246 (bvult off!rw_global_x_epoch1_B (bvadd off!rw_global_x_epoch1_A width!rw_global_x_epoch1_A))))
 (let ((?x234 (bvadd off!rw_global_x_epoch1_B width!rw_global_x_epoch1_B)))
 (and (bvult off!rw_global_x_epoch1_A ?x234) $x1246))))
(assert
 (let (($x1306 (= ctaid.z@A ctaid.z@B)))
 (let (($x164 (= ctaid.y@A ctaid.y@B)))
 (let (($x133 (= ctaid.x@A ctaid.x@B)))
 (and $x133 $x164 $x1306)))))
(assert
 (= epoch!rw_global_x_epoch1_A epoch!rw_global_x_epoch1_B))
(check-sat)
