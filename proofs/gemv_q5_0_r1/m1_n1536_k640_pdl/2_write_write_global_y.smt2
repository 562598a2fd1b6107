; benchmark generated from python API
(set-info :status unknown)
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x230 (bvadd ?x229 ?x224)))
 (let ((?x623 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x527 (bvmul (_ bv1536 63) ?x623)))
 (let ((?x520 (concat (bvadd ?x527 (concat (_ bv0 31) ?x230)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x702 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x245 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x250 (not (or (not (= ((_ extract 31 11) ?x230) (_ bv0 21))) $x245))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x803 (and $x207 $x250 $x702)))
 (let (($x194 (and $x803 (= off!ww_global_y_A ?x520) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x194)))))))))))))))))))
(assert
 (let ((?x565 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x515 (concat (_ bv0 31) ?x565)))
 (let ((?x517 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x518 (bvmul (_ bv1536 63) ?x517)))
 (let ((?x532 (concat (bvadd ?x518 ?x515) (_ bv0 1))))
 (let (($x524 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x526 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x531 (not $x526)))
 (let ((?x537 ((_ extract 0 0) ctaid.y@B)))
 (let (($x509 (= ?x537 (_ bv1 1))))
 (let (($x656 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 8 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x585 (not (= ((_ extract 31 11) ?x565) (_ bv0 21)))))
 (let (($x560 (not (or $x585 $x656))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x514 (and $x207 $x560 (not (or $x509 $x531 $x524)))))
 (let (($x78 (and $x514 (= off!ww_global_y_B ?x532) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x78)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x802 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x701 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x701 (bvult off!ww_global_y_B ?x802)))))
(assert
 (let ((?x1037 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1032 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1032 tid.x@A) (concat ?x1037 tid.x@B)))))
(check-sat)
