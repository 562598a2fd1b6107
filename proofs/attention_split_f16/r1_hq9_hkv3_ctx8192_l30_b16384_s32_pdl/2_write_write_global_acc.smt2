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
(declare-fun epoch!ww_global_acc_A () (_ BitVec 32))
(declare-fun width!ww_global_acc_A () (_ BitVec 64))
(declare-fun off!ww_global_acc_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_acc_A () (_ BitVec 32))
(declare-fun epoch!ww_global_acc_B () (_ BitVec 32))
(declare-fun width!ww_global_acc_B () (_ BitVec 64))
(declare-fun off!ww_global_acc_B () (_ BitVec 64))
(declare-fun sel!ww_global_acc_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2613 (bvmul (_ bv288 56) (concat (_ bv0 24) ctaid.z@A))))
 (let ((?x2544 (bvmul (_ bv32 56) (concat (_ bv0 24) ctaid.y@A))))
 (let ((?x2694 (concat (_ bv0 24) ctaid.x@A)))
 (let ((?x2561 (concat (_ bv0 30) tid.x@A)))
 (let ((?x2535 (concat (bvadd ?x2561 (concat (bvadd ?x2694 ?x2544 ?x2613) (_ bv0 6))) (_ bv0 2))))
 (let ((?x5527 ((_ extract 31 6) tid.x@A)))
 (let (($x2832 (= ?x5527 (_ bv0 26))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x2547 (and $x280 $x2832)))
 (let (($x233 (and $x2547 (= off!ww_global_acc_A ?x2535) (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv3 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x233)))))))))))))
(assert
 (let ((?x7736 (bvmul (_ bv288 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x7738 (bvmul (_ bv32 56) (concat (_ bv0 24) ctaid.y@B))))
 (let ((?x7739 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x7742 (concat (_ bv0 30) tid.x@B)))
 (let ((?x7744 (concat (bvadd ?x7742 (concat (bvadd ?x7739 ?x7738 ?x7736) (_ bv0 6))) (_ bv0 2))))
 (let ((?x7732 ((_ extract 31 6) tid.x@B)))
 (let (($x7733 (= ?x7732 (_ bv0 26))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x7734 (and $x280 $x7733)))
 (let (($x265 (and $x7734 (= off!ww_global_acc_B ?x7744) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv3 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x265)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3105 (bvadd off!ww_global_acc_A width!ww_global_acc_A)))
 (let ((?x3025 (bvadd off!ww_global_acc_B width!ww_global_acc_B)))
 (and (bvult off!ww_global_acc_A ?x3025) (bvult off!ww_global_acc_B ?x3105)))))
(assert
 (let ((?x3070 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3023 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3023 tid.x@A) (concat ?x3070 tid.x@B)))))
(check-sat)
