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
 (let (($x920 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x919 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x760 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x3441 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x171 (= off!ww_global_y_A ?x3441)))
 (let (($x3347 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x3402 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3347))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3403 (and $x239 $x3402)))
 (let ((?x3411 (concat (bvadd ?x760 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x111 (= off!ww_global_y_A ?x3411)))
 (let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x3359 (not $x73)))
 (let (($x3363 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3359 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x3364 (not $x3363)))
 (let (($x3365 (and $x239 $x3364)))
 (let ((?x762 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x760) (_ bv0 1))))
 (let (($x131 (= off!ww_global_y_A ?x762)))
 (let (($x615 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x742 (not $x615)))
 (let (($x579 (and $x239 $x742)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x579 $x131 $x919 $x920)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x3365 $x111 $x919 $x920)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x3403 $x171 $x919 $x920)))))))))))))))))))))))))
(assert
 (let (($x116 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x197 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x3662 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x3663 (concat (_ bv0 31) ?x3662)))
 (let ((?x3665 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x3667 (concat (bvadd ?x3665 ?x3663) (_ bv0 1))))
 (let (($x3657 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x3660 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x3657))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3661 (and $x239 $x3660)))
 (let (($x949 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x3661 (= off!ww_global_y_B ?x3667) $x197 $x116))))
 (let ((?x3691 (concat (bvadd ?x3665 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x769 (= off!ww_global_y_B ?x3691)))
 (let (($x3681 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x3682 (not $x3681)))
 (let (($x3685 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x3682 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x3686 (not $x3685)))
 (let (($x3687 (and $x239 $x3686)))
 (let ((?x3710 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x3665) (_ bv0 1))))
 (let (($x3705 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x3706 (not $x3705)))
 (let (($x3707 (and $x239 $x3706)))
 (let (($x960 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x3707 (= off!ww_global_y_B ?x3710) $x197 $x116))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x960 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x3687 $x769 $x197 $x116)) $x949)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x198 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x201 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x201 (bvult off!ww_global_y_B ?x198)))))
(assert
 (let ((?x862 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x853 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x853 tid.x@A) (concat ?x862 tid.x@B)))))
(check-sat)
