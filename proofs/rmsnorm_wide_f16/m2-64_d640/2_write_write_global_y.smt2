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
 (let (($x818 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x940 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x761 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3445 (concat (bvadd ?x761 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x149 (= off!ww_global_y_A ?x3445)))
 (let (($x3350 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3416 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3350))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3407 (and $x239 $x3416)))
 (let ((?x3415 (concat (bvadd ?x761 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x946 (= off!ww_global_y_A ?x3415)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3362 (not $x73)))
 (let (($x3366 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3362 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3367 (not $x3366)))
 (let (($x3368 (and $x239 $x3367)))
 (let ((?x763 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x761) (_ bv0 1))))
 (let (($x622 (= off!ww_global_y_A ?x763)))
 (let (($x550 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x689 (not $x550)))
 (let (($x677 (and $x239 $x689)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x677 $x622 $x940 $x818)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3368 $x946 $x940 $x818)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3407 $x149 $x940 $x818)))))))))))))))))))))))))
(assert
 (let (($x102 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x538 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x3665 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x3666 (concat (_ bv0 31) ?x3665)))
 (let ((?x3668 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x3670 (concat (bvadd ?x3668 ?x3666) (_ bv0 1))))
 (let (($x3660 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x3663 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x3660))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3664 (and $x239 $x3663)))
 (let (($x774 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x3664 (= off!ww_global_y_B ?x3670) $x538 $x102))))
 (let ((?x3694 (concat (bvadd ?x3668 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x955 (= off!ww_global_y_B ?x3694)))
 (let (($x3684 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x3685 (not $x3684)))
 (let (($x3688 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x3685 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x3689 (not $x3688)))
 (let (($x3690 (and $x239 $x3689)))
 (let ((?x3713 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x3668) (_ bv0 1))))
 (let (($x3708 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x3709 (not $x3708)))
 (let (($x3710 (and $x239 $x3709)))
 (let (($x611 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x3710 (= off!ww_global_y_B ?x3713) $x538 $x102))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x611 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x3690 $x955 $x538 $x102)) $x774)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x114 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x188 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x188) (bvult off!ww_global_y_B ?x114)))))
(assert
 (let ((?x823 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x836 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x836 tid.x@A) (concat ?x823 tid.x@B)))))
(check-sat)
