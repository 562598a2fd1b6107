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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv512 64))))
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
 (let (($x197 (= (_ bv1 32) epoch!rw_global_x_xcta_A)))
 (let (($x144 (= (_ bv4 64) width!rw_global_x_xcta_A)))
 (let ((?x464 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))))
 (let ((?x3750 (concat (bvadd ?x464 (concat (_ bv0 30) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 2))))
 (let (($x1188 (= off!rw_global_x_xcta_A ?x3750)))
 (let (($x3653 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3704 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3653))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3699 (and $x239 $x3704)))
 (let ((?x3717 (concat (bvadd ?x464 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 2))))
 (let (($x1137 (= off!rw_global_x_xcta_A ?x3717)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3664 (not $x73)))
 (let (($x3668 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3664 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3669 (not $x3668)))
 (let (($x3670 (and $x239 $x3669)))
 (let ((?x1156 (concat (bvadd (concat (_ bv0 30) tid.x@A) ?x464) (_ bv0 2))))
 (let (($x135 (= off!rw_global_x_xcta_A ?x1156)))
 (let (($x454 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x640 (not $x454)))
 (let (($x570 (and $x239 $x640)))
 (and (bvult sel!rw_global_x_xcta_A (_ bv3 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) (and $x570 $x135 $x144 $x197)) (=> (= (_ bv1 32) sel!rw_global_x_xcta_A) (and $x3670 $x1137 $x144 $x197)) (=> (= (_ bv2 32) sel!rw_global_x_xcta_A) (and $x3699 $x1188 $x144 $x197)))))))))))))))))))))))))
(assert
 (let (($x1208 (= (_ bv1 32) epoch!rw_global_x_xcta_B)))
 (let (($x1207 (= (_ bv4 64) width!rw_global_x_xcta_B)))
 (let ((?x4139 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4140 (concat (_ bv0 30) ?x4139)))
 (let ((?x4142 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))))
 (let ((?x4144 (concat (bvadd ?x4142 ?x4140) (_ bv0 2))))
 (let (($x4134 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x4137 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4134))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4138 (and $x239 $x4137)))
 (let (($x1290 (=> (= (_ bv2 32) sel!rw_global_x_xcta_B) (and $x4138 (= off!rw_global_x_xcta_B ?x4144) $x1207 $x1208))))
 (let ((?x4168 (concat (bvadd ?x4142 (concat (_ bv0 30) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 2))))
 (let (($x1214 (= off!rw_global_x_xcta_B ?x4168)))
 (let (($x4158 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4159 (not $x4158)))
 (let (($x4162 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4159 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4163 (not $x4162)))
 (let (($x4164 (and $x239 $x4163)))
 (let ((?x4187 (concat (bvadd (concat (_ bv0 30) tid.x@B) ?x4142) (_ bv0 2))))
 (let (($x4182 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4183 (not $x4182)))
 (let (($x4184 (and $x239 $x4183)))
 (let (($x1212 (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) (and $x4184 (= off!rw_global_x_xcta_B ?x4187) $x1207 $x1208))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv3 32)) $x1212 (=> (= (_ bv1 32) sel!rw_global_x_xcta_B) (and $x4164 $x1214 $x1207 $x1208)) $x1290)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1260 (bvult off!rw_global_x_xcta_B (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A))))
 (let ((?x99 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x99) $x1260))))
(assert
 (let (($x69 (= ctaid.z@A ctaid.z@B)))
(let (($x107 (= ctaid.y@A ctaid.y@B)))
(let (($x202 (= ctaid.x@A ctaid.x@B)))
(let (($x137 (and $x202 $x107 $x69)))
(not $x137))))))
(check-sat)
