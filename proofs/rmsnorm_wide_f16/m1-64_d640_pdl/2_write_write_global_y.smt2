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
 (let (($x819 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x934 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x760 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3443 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x786 (= off!ww_global_y_A ?x3443)))
 (let (($x3349 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3404 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3349))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3405 (and $x239 $x3404)))
 (let ((?x3413 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x940 (= off!ww_global_y_A ?x3413)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3361 (not $x73)))
 (let (($x3365 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3361 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3366 (not $x3365)))
 (let (($x3367 (and $x239 $x3366)))
 (let ((?x762 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x760) (_ bv0 1))))
 (let (($x776 (= off!ww_global_y_A ?x762)))
 (let (($x615 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x742 (not $x615)))
 (let (($x579 (and $x239 $x742)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x579 $x776 $x934 $x819)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3367 $x940 $x934 $x819)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3405 $x786 $x934 $x819)))))))))))))))))))))))))
(assert
 (let (($x919 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x522 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x3664 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x3665 (concat (_ bv0 31) ?x3664)))
 (let ((?x3667 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x3669 (concat (bvadd ?x3667 ?x3665) (_ bv0 1))))
 (let (($x3659 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x3662 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x3659))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3663 (and $x239 $x3662)))
 (let (($x168 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x3663 (= off!ww_global_y_B ?x3669) $x522 $x919))))
 (let ((?x3693 (concat (bvadd ?x3667 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x758 (= off!ww_global_y_B ?x3693)))
 (let (($x3683 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x3684 (not $x3683)))
 (let (($x3687 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x3684 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x3688 (not $x3687)))
 (let (($x3689 (and $x239 $x3688)))
 (let ((?x3712 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x3667) (_ bv0 1))))
 (let (($x3707 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x3708 (not $x3707)))
 (let (($x3709 (and $x239 $x3708)))
 (let (($x136 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x3709 (= off!ww_global_y_B ?x3712) $x522 $x919))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x136 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x3689 $x758 $x522 $x919)) $x168)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x186 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x118 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x118 $x186))))
(assert
 (let ((?x827 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x824 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x824 tid.x@A) (concat ?x827 tid.x@B)))))
(check-sat)
