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
 (let (($x716 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x173 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x761 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3449 (concat (bvadd ?x761 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x180 (= off!ww_global_y_A ?x3449)))
 (let (($x3354 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3420 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3354))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3411 (and $x239 $x3420)))
 (let ((?x3419 (concat (bvadd ?x761 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x786 (= off!ww_global_y_A ?x3419)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3366 (not $x73)))
 (let (($x3370 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3366 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3371 (not $x3370)))
 (let (($x3372 (and $x239 $x3371)))
 (let ((?x763 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x761) (_ bv0 1))))
 (let (($x765 (= off!ww_global_y_A ?x763)))
 (let (($x615 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x742 (not $x615)))
 (let (($x579 (and $x239 $x742)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x579 $x765 $x173 $x716)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3372 $x786 $x173 $x716)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3411 $x180 $x173 $x716)))))))))))))))))))))))))
(assert
 (let (($x925 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x777 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x3669 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x3670 (concat (_ bv0 31) ?x3669)))
 (let ((?x3672 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x3674 (concat (bvadd ?x3672 ?x3670) (_ bv0 1))))
 (let (($x3664 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x3667 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x3664))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3668 (and $x239 $x3667)))
 (let (($x220 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x3668 (= off!ww_global_y_B ?x3674) $x777 $x925))))
 (let ((?x3698 (concat (bvadd ?x3672 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x767 (= off!ww_global_y_B ?x3698)))
 (let (($x3688 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x3689 (not $x3688)))
 (let (($x3692 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x3689 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x3693 (not $x3692)))
 (let (($x3694 (and $x239 $x3693)))
 (let ((?x3717 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x3672) (_ bv0 1))))
 (let (($x3712 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x3713 (not $x3712)))
 (let (($x3714 (and $x239 $x3713)))
 (let (($x92 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x3714 (= off!ww_global_y_B ?x3717) $x777 $x925))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x92 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x3694 $x767 $x777 $x925)) $x220)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x564 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x80 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x80) (bvult off!ww_global_y_B ?x564)))))
(assert
 (let ((?x823 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x836 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x836 tid.x@A) (concat ?x823 tid.x@B)))))
(check-sat)
