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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x2615 (bvmul (_ bv16 56) (concat (_ bv0 24) ctaid.z@A))))
 (let ((?x2635 (bvmul (_ bv4 56) (concat (_ bv0 24) ctaid.y@A))))
 (let ((?x1964 (concat (_ bv0 24) ctaid.x@A)))
 (let ((?x2407 (concat (_ bv0 30) tid.x@A)))
 (let ((?x2550 (concat (bvadd ?x2407 (concat (bvadd ?x1964 ?x2635 ?x2615) (_ bv0 6))) (_ bv0 2))))
 (let ((?x21901 ((_ extract 31 6) tid.x@A)))
 (let (($x2418 (= ?x21901 (_ bv0 26))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x2941 (and $x279 $x2418)))
 (let (($x9462 (and $x2941 (= off!ww_global_acc_A ?x2550) (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv3 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x9462)))))))))))))
(assert
 (let ((?x26231 (bvmul (_ bv16 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x26233 (bvmul (_ bv4 56) (concat (_ bv0 24) ctaid.y@B))))
 (let ((?x26234 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x26237 (concat (_ bv0 30) tid.x@B)))
 (let ((?x26239 (concat (bvadd ?x26237 (concat (bvadd ?x26234 ?x26233 ?x26231) (_ bv0 6))) (_ bv0 2))))
 (let ((?x26227 ((_ extract 31 6) tid.x@B)))
 (let (($x26228 (= ?x26227 (_ bv0 26))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x26229 (and $x279 $x26228)))
 (let (($x3150 (and $x26229 (= off!ww_global_acc_B ?x26239) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv3 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x3150)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2957 (bvult off!ww_global_acc_B (bvadd off!ww_global_acc_A width!ww_global_acc_A))))
 (let (($x3522 (bvult off!ww_global_acc_A (bvadd off!ww_global_acc_B width!ww_global_acc_B))))
 (and $x3522 $x2957))))
(assert
 (let ((?x3254 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3063 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3063 tid.x@A) (concat ?x3254 tid.x@B)))))
(check-sat)
