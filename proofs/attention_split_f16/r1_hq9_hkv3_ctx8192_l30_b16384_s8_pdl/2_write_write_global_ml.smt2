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
(declare-fun epoch!ww_global_ml_A () (_ BitVec 32))
(declare-fun width!ww_global_ml_A () (_ BitVec 64))
(declare-fun off!ww_global_ml_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ml_A () (_ BitVec 32))
(declare-fun epoch!ww_global_ml_B () (_ BitVec 32))
(declare-fun width!ww_global_ml_B () (_ BitVec 64))
(declare-fun off!ww_global_ml_B () (_ BitVec 64))
(declare-fun sel!ww_global_ml_B () (_ BitVec 32))
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
 (let (($x3027 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x3064 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2625 (bvmul (_ bv72 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2752 (bvmul (_ bv8 61) (concat (_ bv0 29) ctaid.y@A))))
 (let ((?x2531 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2802 (bvadd ?x2531 ?x2752 ?x2625)))
 (let ((?x2885 (concat ?x2802 (_ bv4 3))))
 (let (($x12457 (= tid.x@A (_ bv0 32))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x12437 (and $x279 $x12457)))
 (let (($x186 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x12437 (= off!ww_global_ml_A ?x2885) $x3064 $x3027))))
 (let (($x3230 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x12437 (= off!ww_global_ml_A (concat ?x2802 (_ bv0 3))) $x3064 $x3027))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x3230 $x186))))))))))))))
(assert
 (let (($x120 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x236 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x15494 (bvmul (_ bv72 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x15496 (bvmul (_ bv8 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x15497 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x15498 (bvadd ?x15497 ?x15496 ?x15494)))
 (let ((?x15499 (concat ?x15498 (_ bv4 3))))
 (let (($x15491 (= tid.x@B (_ bv0 32))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x15492 (and $x279 $x15491)))
 (let (($x2939 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x15492 (= off!ww_global_ml_B ?x15499) $x236 $x120))))
 (let (($x125 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x15492 (= off!ww_global_ml_B (concat ?x15498 (_ bv0 3))) $x236 $x120))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x125 $x2939))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3092 (bvult off!ww_global_ml_B (bvadd off!ww_global_ml_A width!ww_global_ml_A))))
 (let ((?x3002 (bvadd off!ww_global_ml_B width!ww_global_ml_B)))
 (and (bvult off!ww_global_ml_A ?x3002) $x3092))))
(assert
 (let ((?x253 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x6303 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x6303 tid.x@A) (concat ?x253 tid.x@B)))))
(check-sat)
