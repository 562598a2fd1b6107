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
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv5 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv5 32)))
(assert
 (let ((?x2541 (bvmul (_ bv64 56) (concat (_ bv0 24) ctaid.z@A))))
 (let ((?x2645 (bvmul (_ bv16 56) (concat (_ bv0 24) ctaid.y@A))))
 (let ((?x2559 (concat (_ bv0 24) ctaid.x@A)))
 (let ((?x2639 (concat (_ bv0 30) tid.x@A)))
 (let ((?x1908 (concat (bvadd ?x2639 (concat (bvadd ?x2559 ?x2645 ?x2541) (_ bv0 6))) (_ bv0 2))))
 (let ((?x7703 ((_ extract 31 6) tid.x@A)))
 (let (($x2946 (= ?x7703 (_ bv0 26))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2869 (and $x281 $x2946)))
 (let (($x180 (and $x2869 (= off!ww_global_acc_A ?x1908) (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv3 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x180)))))))))))))
(assert
 (let ((?x10283 (bvmul (_ bv64 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x10285 (bvmul (_ bv16 56) (concat (_ bv0 24) ctaid.y@B))))
 (let ((?x10286 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x10289 (concat (_ bv0 30) tid.x@B)))
 (let ((?x10291 (concat (bvadd ?x10289 (concat (bvadd ?x10286 ?x10285 ?x10283) (_ bv0 6))) (_ bv0 2))))
 (let ((?x10279 ((_ extract 31 6) tid.x@B)))
 (let (($x10280 (= ?x10279 (_ bv0 26))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x10281 (and $x281 $x10280)))
 (let (($x3227 (and $x10281 (= off!ww_global_acc_B ?x10291) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv3 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x3227)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x207 (bvult off!ww_global_acc_B (bvadd off!ww_global_acc_A width!ww_global_acc_A))))
 (let ((?x3046 (bvadd off!ww_global_acc_B width!ww_global_acc_B)))
 (and (bvult off!ww_global_acc_A ?x3046) $x207))))
(assert
 (let ((?x86 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2809 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2809 tid.x@A) (concat ?x86 tid.x@B)))))
(check-sat)
