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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2643 (bvadd (concat (_ bv0 24) ctaid.x@A) (bvmul (_ bv8 56) (concat (_ bv0 24) ctaid.y@A)) (bvmul (_ bv72 56) (concat (_ bv0 24) ctaid.z@A)))))
 (let ((?x2369 (concat ?x2643 (_ bv0 6))))
 (let ((?x2680 (concat (_ bv0 30) tid.x@A)))
 (let ((?x2486 (concat (bvadd ?x2680 ?x2369) (_ bv0 2))))
 (let ((?x12370 ((_ extract 31 6) tid.x@A)))
 (let (($x2768 (= ?x12370 (_ bv0 26))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x2815 (and $x279 $x2768)))
 (let (($x2967 (and $x2815 (= off!ww_global_acc_A ?x2486) (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv3 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x2967))))))))))))
(assert
 (let ((?x15507 (bvmul (_ bv72 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x15509 (bvmul (_ bv8 56) (concat (_ bv0 24) ctaid.y@B))))
 (let ((?x15510 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x15513 (concat (_ bv0 30) tid.x@B)))
 (let ((?x15515 (concat (bvadd ?x15513 (concat (bvadd ?x15510 ?x15509 ?x15507) (_ bv0 6))) (_ bv0 2))))
 (let ((?x15503 ((_ extract 31 6) tid.x@B)))
 (let (($x15504 (= ?x15503 (_ bv0 26))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x15505 (and $x279 $x15504)))
 (let (($x3132 (and $x15505 (= off!ww_global_acc_B ?x15515) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv3 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x3132)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2977 (bvadd off!ww_global_acc_A width!ww_global_acc_A)))
 (let ((?x135 (bvadd off!ww_global_acc_B width!ww_global_acc_B)))
 (and (bvult off!ww_global_acc_A ?x135) (bvult off!ww_global_acc_B ?x2977)))))
(assert
 (let ((?x253 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x6303 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x6303 tid.x@A) (concat ?x253 tid.x@B)))))
(check-sat)
