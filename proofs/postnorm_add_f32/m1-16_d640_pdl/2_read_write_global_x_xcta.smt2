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
 (let (($x1300 (= (_ bv1 32) epoch!rw_global_x_xcta_A)))
 (let (($x137 (= (_ bv4 64) width!rw_global_x_xcta_A)))
 (let ((?x797 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3740 (concat (bvadd ?x797 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x150 (= off!rw_global_x_xcta_A ?x3740)))
 (let (($x3643 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3694 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3643))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3689 (and $x239 $x3694)))
 (let ((?x3707 (concat (bvadd ?x797 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x195 (= off!rw_global_x_xcta_A ?x3707)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3654 (not $x73)))
 (let (($x3658 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3654 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3659 (not $x3658)))
 (let (($x3660 (and $x239 $x3659)))
 (let ((?x1155 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x797) (_ bv0 2))))
 (let (($x617 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x927 (not $x617)))
 (let (($x581 (and $x239 $x927)))
 (let (($x88 (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) (and $x581 (= off!rw_global_x_xcta_A ?x1155) $x137 $x1300))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv3 32)) $x88 (=> (= (_ bv1 32) sel!rw_global_x_xcta_A) (and $x3660 $x195 $x137 $x1300)) (=> (= (_ bv2 32) sel!rw_global_x_xcta_A) (and $x3689 $x150 $x137 $x1300)))))))))))))))))))))))))
(assert
 (let (($x85 (= (_ bv1 32) epoch!rw_global_x_xcta_B)))
 (let (($x539 (= (_ bv4 64) width!rw_global_x_xcta_B)))
 (let ((?x4129 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4130 (concat (_ bv0 30) ?x4129)))
 (let ((?x4132 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4134 (concat (bvadd ?x4132 ?x4130) (_ bv0 2))))
 (let (($x4124 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4127 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4124))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4128 (and $x239 $x4127)))
 (let (($x1227 (=> (= (_ bv2 32) sel!rw_global_x_xcta_B) (and $x4128 (= off!rw_global_x_xcta_B ?x4134) $x539 $x85))))
 (let ((?x4158 (concat (bvadd ?x4132 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x778 (= off!rw_global_x_xcta_B ?x4158)))
 (let (($x4148 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4149 (not $x4148)))
 (let (($x4152 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4149 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4153 (not $x4152)))
 (let (($x4154 (and $x239 $x4153)))
 (let ((?x4177 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4132) (_ bv0 2))))
 (let (($x4172 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4173 (not $x4172)))
 (let (($x4174 (and $x239 $x4173)))
 (let (($x94 (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) (and $x4174 (= off!rw_global_x_xcta_B ?x4177) $x539 $x85))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv3 32)) $x94 (=> (= (_ bv1 32) sel!rw_global_x_xcta_B) (and $x4154 $x778 $x539 $x85)) $x1227)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1237 (bvult off!rw_global_x_xcta_B (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A))))
 (let (($x1233 (bvult off!rw_global_x_xcta_A (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B))))
 (and $x1233 $x1237))))
(assert
 (let (($x1153 (= ctaid.z@A ctaid.z@B)))
(let (($x588 (= ctaid.y@A ctaid.y@B)))
(let (($x451 (= ctaid.x@A ctaid.x@B)))
(let (($x135 (and $x451 $x588 $x1153)))
(not $x135))))))
(check-sat)
