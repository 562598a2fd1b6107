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
 (let (($x539 (= (_ bv1 32) epoch!rw_global_x_epoch1_A)))
 (let (($x924 (= (_ bv4 64) width!rw_global_x_epoch1_A)))
 (let ((?x797 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3742 (concat (bvadd ?x797 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x218 (= off!rw_global_x_epoch1_A ?x3742)))
 (let (($x3645 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3696 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3645))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3691 (and $x239 $x3696)))
 (let ((?x3709 (concat (bvadd ?x797 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x208 (= off!rw_global_x_epoch1_A ?x3709)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3656 (not $x73)))
 (let (($x3660 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3656 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3661 (not $x3660)))
 (let (($x3662 (and $x239 $x3661)))
 (let ((?x1155 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x797) (_ bv0 2))))
 (let (($x617 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x927 (not $x617)))
 (let (($x581 (and $x239 $x927)))
 (let (($x744 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_A) (and $x581 (= off!rw_global_x_epoch1_A ?x1155) $x924 $x539))))
 (and (bvult sel!rw_global_x_epoch1_A (_ bv3 32)) $x744 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_A) (and $x3662 $x208 $x924 $x539)) (=> (= (_ bv2 32) sel!rw_global_x_epoch1_A) (and $x3691 $x218 $x924 $x539)))))))))))))))))))))))))
(assert
 (let (($x141 (= (_ bv1 32) epoch!rw_global_x_epoch1_B)))
 (let (($x868 (= (_ bv4 64) width!rw_global_x_epoch1_B)))
 (let ((?x4131 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4132 (concat (_ bv0 30) ?x4131)))
 (let ((?x4134 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4136 (concat (bvadd ?x4134 ?x4132) (_ bv0 2))))
 (let (($x4126 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4129 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4126))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4130 (and $x239 $x4129)))
 (let (($x697 (=> (= (_ bv2 32) sel!rw_global_x_epoch1_B) (and $x4130 (= off!rw_global_x_epoch1_B ?x4136) $x868 $x141))))
 (let ((?x4160 (concat (bvadd ?x4134 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x221 (= off!rw_global_x_epoch1_B ?x4160)))
 (let (($x4150 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4151 (not $x4150)))
 (let (($x4154 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4151 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4155 (not $x4154)))
 (let (($x4156 (and $x239 $x4155)))
 (let ((?x4179 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4134) (_ bv0 2))))
 (let (($x4174 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4175 (not $x4174)))
 (let (($x4176 (and $x239 $x4175)))
 (let (($x182 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_B) (and $x4176 (= off!rw_global_x_epoch1_B ?x4179) $x868 $x141))))
 (and (bvult sel!rw_global_x_epoch1_B (_ bv3 32)) $x182 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_B) (and $x4156 $x221 $x868 $x141)) $x697)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x691 (bvult off!rw_global_x_epoch1_B (bvadd off!rw_global_x_epoch1_A width!rw_global_x_epoch1_A))))
 (let ((?x632 (bvadd off!rw_global_x_epoch1_B width!rw_global_x_epoch1_B)))
 (and (bvult off!rw_global_x_epoch1_A ?x632) $x691))))
(assert
 (let (($x1153 (= ctaid.z@A ctaid.z@B)))
 (let (($x588 (= ctaid.y@A ctaid.y@B)))
 (let (($x451 (= ctaid.x@A ctaid.x@B)))
 (and $x451 $x588 $x1153)))))
(assert
 (= epoch!rw_global_x_epoch1_A epoch!rw_global_x_epoch1_B))
(check-sat)
