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
(declare-fun epoch!ww_global_x_A () (_ BitVec 32))
(declare-fun width!ww_global_x_A () (_ BitVec 64))
(declare-fun off!ww_global_x_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_x_A () (_ BitVec 32))
(declare-fun epoch!ww_global_x_B () (_ BitVec 32))
(declare-fun width!ww_global_x_B () (_ BitVec 64))
(declare-fun off!ww_global_x_B () (_ BitVec 64))
(declare-fun sel!ww_global_x_B () (_ BitVec 32))
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
 (let (($x553 (= (_ bv1 32) epoch!ww_global_x_A)))
 (let (($x778 (= (_ bv4 64) width!ww_global_x_A)))
 (let ((?x1136 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3739 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x214 (= off!ww_global_x_A ?x3739)))
 (let (($x3642 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3693 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3642))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3688 (and $x239 $x3693)))
 (let ((?x3706 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x1175 (= off!ww_global_x_A ?x3706)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3653 (not $x73)))
 (let (($x3657 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3653 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3658 (not $x3657)))
 (let (($x3659 (and $x239 $x3658)))
 (let ((?x1154 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x1136) (_ bv0 2))))
 (let (($x1161 (= off!ww_global_x_A ?x1154)))
 (let (($x608 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x770 (not $x608)))
 (let (($x568 (and $x239 $x770)))
 (and (bvult sel!ww_global_x_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) (and $x568 $x1161 $x778 $x553)) (=> (= (_ bv1 32) sel!ww_global_x_A) (and $x3659 $x1175 $x778 $x553)) (=> (= (_ bv2 32) sel!ww_global_x_A) (and $x3688 $x214 $x778 $x553)))))))))))))))))))))))))
(assert
 (let (($x60 (= (_ bv1 32) epoch!ww_global_x_B)))
 (let (($x1303 (= (_ bv4 64) width!ww_global_x_B)))
 (let ((?x4128 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4129 (concat (_ bv0 30) ?x4128)))
 (let ((?x4131 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4133 (concat (bvadd ?x4131 ?x4129) (_ bv0 2))))
 (let (($x4123 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4126 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4123))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4127 (and $x239 $x4126)))
 (let (($x1298 (=> (= (_ bv2 32) sel!ww_global_x_B) (and $x4127 (= off!ww_global_x_B ?x4133) $x1303 $x60))))
 (let ((?x4157 (concat (bvadd ?x4131 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x552 (= off!ww_global_x_B ?x4157)))
 (let (($x4147 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4148 (not $x4147)))
 (let (($x4151 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4148 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4152 (not $x4151)))
 (let (($x4153 (and $x239 $x4152)))
 (let ((?x4176 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4131) (_ bv0 2))))
 (let (($x4171 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4172 (not $x4171)))
 (let (($x4173 (and $x239 $x4172)))
 (let (($x209 (=> (= (_ bv0 32) sel!ww_global_x_B) (and $x4173 (= off!ww_global_x_B ?x4176) $x1303 $x60))))
 (and (bvult sel!ww_global_x_B (_ bv3 32)) $x209 (=> (= (_ bv1 32) sel!ww_global_x_B) (and $x4153 $x552 $x1303 $x60)) $x1298)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1293 (bvult off!ww_global_x_B (bvadd off!ww_global_x_A width!ww_global_x_A))))
 (let (($x783 (bvult off!ww_global_x_A (bvadd off!ww_global_x_B width!ww_global_x_B))))
 (and $x783 $x1293))))
(assert
 (let ((?x1225 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x187 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x187 tid.x@A) (concat ?x1225 tid.x@B)))))
(check-sat)
