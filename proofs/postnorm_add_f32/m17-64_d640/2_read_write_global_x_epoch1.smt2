; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x48 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x48)))
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
 (let ((?x48 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x48)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1306 (= (_ bv1 32) epoch!rw_global_x_epoch1_A)))
 (let (($x1311 (= (_ bv4 64) width!rw_global_x_epoch1_A)))
 (let ((?x464 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3747 (concat (bvadd ?x464 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x189 (= off!rw_global_x_epoch1_A ?x3747)))
 (let (($x3650 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3701 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3650))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3696 (and $x239 $x3701)))
 (let ((?x3714 (concat (bvadd ?x464 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x180 (= off!rw_global_x_epoch1_A ?x3714)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3661 (not $x73)))
 (let (($x3665 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3661 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3666 (not $x3665)))
 (let (($x3667 (and $x239 $x3666)))
 (let ((?x1156 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x464) (_ bv0 2))))
 (let (($x1300 (= off!rw_global_x_epoch1_A ?x1156)))
 (let (($x454 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x640 (not $x454)))
 (let (($x570 (and $x239 $x640)))
 (and (bvult sel!rw_global_x_epoch1_A (_ bv3 32)) (=> (= (_ bv0 32) sel!rw_global_x_epoch1_A) (and $x570 $x1300 $x1311 $x1306)) (=> (= (_ bv1 32) sel!rw_global_x_epoch1_A) (and $x3667 $x180 $x1311 $x1306)) (=> (= (_ bv2 32) sel!rw_global_x_epoch1_A) (and $x3696 $x189 $x1311 $x1306)))))))))))))))))))))))))
(assert
 (let (($x101 (= (_ bv1 32) epoch!rw_global_x_epoch1_B)))
 (let (($x190 (= (_ bv4 64) width!rw_global_x_epoch1_B)))
 (let ((?x4136 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4137 (concat (_ bv0 30) ?x4136)))
 (let ((?x4139 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4141 (concat (bvadd ?x4139 ?x4137) (_ bv0 2))))
 (let (($x4131 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4134 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4131))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4135 (and $x239 $x4134)))
 (let (($x191 (=> (= (_ bv2 32) sel!rw_global_x_epoch1_B) (and $x4135 (= off!rw_global_x_epoch1_B ?x4141) $x190 $x101))))
 (let ((?x4165 (concat (bvadd ?x4139 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x976 (= off!rw_global_x_epoch1_B ?x4165)))
 (let (($x4155 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4156 (not $x4155)))
 (let (($x4159 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4156 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4160 (not $x4159)))
 (let (($x4161 (and $x239 $x4160)))
 (let ((?x4184 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4139) (_ bv0 2))))
 (let (($x4179 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4180 (not $x4179)))
 (let (($x4181 (and $x239 $x4180)))
 (let (($x62 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_B) (and $x4181 (= off!rw_global_x_epoch1_B ?x4184) $x190 $x101))))
 (and (bvult sel!rw_global_x_epoch1_B (_ bv3 32)) $x62 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_B) (and $x4161 $x976 $x190 $x101)) $x191)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x99 (bvadd off!rw_global_x_epoch1_A width!rw_global_x_epoch1_A)))
 (let ((?x89 (bvadd off!rw_global_x_epoch1_B width!rw_global_x_epoch1_B)))
 (and (bvult off!rw_global_x_epoch1_A ?x89) (bvult off!rw_global_x_epoch1_B ?x99)))))
(assert
 (let (($x85 (= ctaid.z@A ctaid.z@B)))
 (let (($x202 (= ctaid.y@A ctaid.y@B)))
 (let (($x173 (= ctaid.x@A ctaid.x@B)))
 (and $x173 $x202 $x85)))))
(assert
 (= epoch!rw_global_x_epoch1_A epoch!rw_global_x_epoch1_B))
(check-sat)
