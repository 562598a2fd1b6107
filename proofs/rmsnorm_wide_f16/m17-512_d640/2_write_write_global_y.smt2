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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
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
 (let (($x228 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x799 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x760 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3451 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x564 (= off!ww_global_y_A ?x3451)))
 (let (($x3356 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3422 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3356))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3413 (and $x239 $x3422)))
 (let ((?x3421 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x158 (= off!ww_global_y_A ?x3421)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3368 (not $x73)))
 (let (($x3372 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3368 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3373 (not $x3372)))
 (let (($x3374 (and $x239 $x3373)))
 (let ((?x762 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x760) (_ bv0 1))))
 (let (($x800 (= off!ww_global_y_A ?x762)))
 (let (($x614 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x741 (not $x614)))
 (let (($x578 (and $x239 $x741)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x578 $x800 $x799 $x228)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3374 $x158 $x799 $x228)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3413 $x564 $x799 $x228)))))))))))))))))))))))))
(assert
 (let (($x703 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x756 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x3671 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x3672 (concat (_ bv0 31) ?x3671)))
 (let ((?x3674 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x3676 (concat (bvadd ?x3674 ?x3672) (_ bv0 1))))
 (let (($x3666 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x3669 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x3666))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3670 (and $x239 $x3669)))
 (let (($x168 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x3670 (= off!ww_global_y_B ?x3676) $x756 $x703))))
 (let ((?x3700 (concat (bvadd ?x3674 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x975 (= off!ww_global_y_B ?x3700)))
 (let (($x3690 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x3691 (not $x3690)))
 (let (($x3694 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x3691 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x3695 (not $x3694)))
 (let (($x3696 (and $x239 $x3695)))
 (let ((?x3719 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x3674) (_ bv0 1))))
 (let (($x3714 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x3715 (not $x3714)))
 (let (($x3716 (and $x239 $x3715)))
 (let (($x753 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x3716 (= off!ww_global_y_B ?x3719) $x756 $x703))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x753 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x3696 $x975 $x756 $x703)) $x168)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x965 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x964 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x964) (bvult off!ww_global_y_B ?x965)))))
(assert
 (let ((?x861 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x852 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x852 tid.x@A) (concat ?x861 tid.x@B)))))
(check-sat)
