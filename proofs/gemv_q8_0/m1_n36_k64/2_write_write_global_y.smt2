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
 (let ((?x427 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x469 (concat (_ bv0 31) ?x427 (_ bv0 2))))
 (let ((?x587 (bvmul (_ bv36 63) ?x469)))
 (let ((?x583 (concat (bvadd ?x587 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x444 (= ?x427 (_ bv0 30))))
 (let ((?x837 ((_ extract 4 0) tid.x@A)))
 (let (($x452 (= ?x837 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x521 (and $x207 $x248 $x452 $x444)))
 (let (($x96 (and $x521 (= off!ww_global_y_A ?x583) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x96))))))))))))))))))
(assert
 (let ((?x2351 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2353 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2354 (bvadd ?x2353 ?x2351)))
 (let ((?x2341 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2362 (concat (_ bv0 31) ?x2341 (_ bv0 2))))
 (let ((?x2363 (bvmul (_ bv36 63) ?x2362)))
 (let ((?x2365 (concat (bvadd ?x2363 (concat (_ bv0 31) ?x2354)) (_ bv0 1))))
 (let (($x2342 (= ?x2341 (_ bv0 30))))
 (let ((?x2343 ((_ extract 4 0) tid.x@B)))
 (let (($x2344 (= ?x2343 (_ bv0 5))))
 (let (($x2349 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2359 (not (or (not (= ((_ extract 31 6) ?x2354) (_ bv0 26))) $x2349))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2360 (and $x207 $x2359 $x2344 $x2342)))
 (let (($x2494 (and $x2360 (= off!ww_global_y_B ?x2365) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x2494))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x50 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x2491 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x2491 $x50))))
(check-sat)
