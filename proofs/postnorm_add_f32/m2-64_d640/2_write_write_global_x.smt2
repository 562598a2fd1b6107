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
 (let (($x1294 (= (_ bv1 32) epoch!ww_global_x_A)))
 (let (($x654 (= (_ bv4 64) width!ww_global_x_A)))
 (let ((?x1136 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3741 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x1273 (= off!ww_global_x_A ?x3741)))
 (let (($x3644 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3695 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3644))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3690 (and $x239 $x3695)))
 (let ((?x3708 (concat (bvadd ?x1136 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x1177 (= off!ww_global_x_A ?x3708)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3655 (not $x73)))
 (let (($x3659 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3655 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3660 (not $x3659)))
 (let (($x3661 (and $x239 $x3660)))
 (let ((?x1154 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x1136) (_ bv0 2))))
 (let (($x1039 (= off!ww_global_x_A ?x1154)))
 (let (($x608 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x770 (not $x608)))
 (let (($x568 (and $x239 $x770)))
 (and (bvult sel!ww_global_x_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) (and $x568 $x1039 $x654 $x1294)) (=> (= (_ bv1 32) sel!ww_global_x_A) (and $x3661 $x1177 $x654 $x1294)) (=> (= (_ bv2 32) sel!ww_global_x_A) (and $x3690 $x1273 $x654 $x1294)))))))))))))))))))))))))
(assert
 (let (($x90 (= (_ bv1 32) epoch!ww_global_x_B)))
 (let (($x110 (= (_ bv4 64) width!ww_global_x_B)))
 (let ((?x4130 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4131 (concat (_ bv0 30) ?x4130)))
 (let ((?x4133 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4135 (concat (bvadd ?x4133 ?x4131) (_ bv0 2))))
 (let (($x4125 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4128 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4125))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4129 (and $x239 $x4128)))
 (let (($x86 (=> (= (_ bv2 32) sel!ww_global_x_B) (and $x4129 (= off!ww_global_x_B ?x4135) $x110 $x90))))
 (let ((?x4159 (concat (bvadd ?x4133 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x1323 (= off!ww_global_x_B ?x4159)))
 (let (($x4149 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4150 (not $x4149)))
 (let (($x4153 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4150 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4154 (not $x4153)))
 (let (($x4155 (and $x239 $x4154)))
 (let ((?x4178 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4133) (_ bv0 2))))
 (let (($x4173 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4174 (not $x4173)))
 (let (($x4175 (and $x239 $x4174)))
 (let (($x105 (=> (= (_ bv0 32) sel!ww_global_x_B) (and $x4175 (= off!ww_global_x_B ?x4178) $x110 $x90))))
 (and (bvult sel!ww_global_x_B (_ bv3 32)) $x105 (=> (= (_ bv1 32) sel!ww_global_x_B) (and $x4155 $x1323 $x110 $x90)) $x86)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x85 (bvult off!ww_global_x_B (bvadd off!ww_global_x_A width!ww_global_x_A))))
 (let (($x212 (bvult off!ww_global_x_A (bvadd off!ww_global_x_B width!ww_global_x_B))))
 (and $x212 $x85))))
(assert
 (let ((?x1225 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1216 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1216 tid.x@A) (concat ?x1225 tid.x@B)))))
(check-sat)
