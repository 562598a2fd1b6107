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
 (let ((?x591 (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x587 (concat (bvadd ?x591 (concat (_ bv0 30) ?x228)) (_ bv0 2))))
 (let ((?x428 ((_ extract 29 0) ctaid.y@A)))
 (let (($x450 (= ?x428 (_ bv0 30))))
 (let ((?x837 ((_ extract 4 0) tid.x@A)))
 (let (($x487 (= ?x837 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x525 (and $x207 $x248 $x487 $x450)))
 (let (($x192 (and $x525 (= off!ww_global_y_A ?x587) (= (_ bv4 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x192)))))))))))))))))
(assert
 (let ((?x2366 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2368 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2369 (bvadd ?x2368 ?x2366)))
 (let ((?x2378 (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x2380 (concat (bvadd ?x2378 (concat (_ bv0 30) ?x2369)) (_ bv0 2))))
 (let ((?x2356 ((_ extract 29 0) ctaid.y@B)))
 (let (($x2357 (= ?x2356 (_ bv0 30))))
 (let ((?x2358 ((_ extract 4 0) tid.x@B)))
 (let (($x2359 (= ?x2358 (_ bv0 5))))
 (let (($x2364 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2374 (not (or (not (= ((_ extract 31 6) ?x2369) (_ bv0 26))) $x2364))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2375 (and $x207 $x2374 $x2359 $x2357)))
 (let (($x68 (and $x2375 (= off!ww_global_y_B ?x2380) (= (_ bv4 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x68)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x142 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x58 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x58) $x142))))
(check-sat)
