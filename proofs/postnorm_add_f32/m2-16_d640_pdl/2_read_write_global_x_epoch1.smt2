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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
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
 (let (($x139 (= (_ bv1 32) epoch!rw_global_x_epoch1_A)))
 (let (($x122 (= (_ bv4 64) width!rw_global_x_epoch1_A)))
 (let ((?x1136 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3739 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x218 (= off!rw_global_x_epoch1_A ?x3739)))
 (let (($x3642 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3693 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3642))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3688 (and $x239 $x3693)))
 (let ((?x3706 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x88 (= off!rw_global_x_epoch1_A ?x3706)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3653 (not $x73)))
 (let (($x3657 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3653 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3658 (not $x3657)))
 (let (($x3659 (and $x239 $x3658)))
 (let ((?x1154 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x1136) (_ bv0 2))))
 (let (($x1328 (= off!rw_global_x_epoch1_A ?x1154)))
 (let (($x608 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x770 (not $x608)))
 (let (($x568 (and $x239 $x770)))
 (and (bvult sel!rw_global_x_epoch1_A (_ bv3 32)) (=> (= (_ bv0 32) sel!rw_global_x_epoch1_A) (and $x568 $x1328 $x122 $x139)) (=> (= (_ bv1 32) sel!rw_global_x_epoch1_A) (and $x3659 $x88 $x122 $x139)) (=> (= (_ bv2 32) sel!rw_global_x_epoch1_A) (and $x3688 $x218 $x122 $x139)))))))))))))))))))))))))
(assert
 (let (($x133 (= (_ bv1 32) epoch!rw_global_x_epoch1_B)))
 (let (($x66 (= (_ bv4 64) width!rw_global_x_epoch1_B)))
 (let ((?x4128 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4129 (concat (_ bv0 30) ?x4128)))
 (let ((?x4131 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4133 (concat (bvadd ?x4131 ?x4129) (_ bv0 2))))
 (let (($x4123 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4126 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4123))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4127 (and $x239 $x4126)))
 (let (($x128 (=> (= (_ bv2 32) sel!rw_global_x_epoch1_B) (and $x4127 (= off!rw_global_x_epoch1_B ?x4133) $x66 $x133))))
 (let ((?x4157 (concat (bvadd ?x4131 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x115 (= off!rw_global_x_epoch1_B ?x4157)))
 (let (($x4147 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4148 (not $x4147)))
 (let (($x4151 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4148 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4152 (not $x4151)))
 (let (($x4153 (and $x239 $x4152)))
 (let ((?x4176 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4131) (_ bv0 2))))
 (let (($x4171 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4172 (not $x4171)))
 (let (($x4173 (and $x239 $x4172)))
 (let (($x221 (=> (= (_ bv0 32) sel!rw_global_x_epoch1_B) (and $x4173 (= off!rw_global_x_epoch1_B ?x4176) $x66 $x133))))
 (and (bvult sel!rw_global_x_epoch1_B (_ bv3 32)) $x221 (=> (= (_ bv1 32) sel!rw_global_x_epoch1_B) (and $x4153 $x115 $x66 $x133)) $x128)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x61 (bvadd off!rw_global_x_epoch1_A width!rw_global_x_epoch1_A)))
 (let (($x202 (bvult off!rw_global_x_epoch1_A (bvadd off!rw_global_x_epoch1_B width!rw_global_x_epoch1_B))))
 (and $x202 (bvult off!rw_global_x_epoch1_B ?x61)))))
(assert
 (let (($x158 (= ctaid.z@A ctaid.z@B)))
 (let (($x198 (= ctaid.y@A ctaid.y@B)))
 (let (($x997 (= ctaid.x@A ctaid.x@B)))
 (and $x997 $x198 $x158)))))
(assert
 (= epoch!rw_global_x_epoch1_A epoch!rw_global_x_epoch1_B))
(check-sat)
