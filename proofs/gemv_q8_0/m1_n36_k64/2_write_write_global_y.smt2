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
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x428 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x474 (concat (_ bv0 31) ?x428 (_ bv0 2))))
 (let ((?x445 (bvmul (_ bv36 63) ?x474)))
 (let ((?x591 (concat (bvadd ?x445 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x450 (= ?x428 (_ bv0 30))))
 (let ((?x837 ((_ extract 4 0) tid.x@A)))
 (let (($x487 (= ?x837 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x525 (and $x207 $x248 $x487 $x450)))
 (let (($x96 (and $x525 (= off!ww_global_y_A ?x591) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x96))))))))))))))))))
(assert
 (let ((?x2355 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2357 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2358 (bvadd ?x2357 ?x2355)))
 (let ((?x2345 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2366 (concat (_ bv0 31) ?x2345 (_ bv0 2))))
 (let ((?x2367 (bvmul (_ bv36 63) ?x2366)))
 (let ((?x2369 (concat (bvadd ?x2367 (concat (_ bv0 31) ?x2358)) (_ bv0 1))))
 (let (($x2346 (= ?x2345 (_ bv0 30))))
 (let ((?x2347 ((_ extract 4 0) tid.x@B)))
 (let (($x2348 (= ?x2347 (_ bv0 5))))
 (let (($x2353 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2363 (not (or (not (= ((_ extract 31 6) ?x2358) (_ bv0 26))) $x2353))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2364 (and $x207 $x2363 $x2348 $x2346)))
 (let (($x2498 (and $x2364 (= off!ww_global_y_B ?x2369) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x2498))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x50 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x2495 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x2495 $x50))))
(check-sat)
