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
 (let ((?x583 (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x622 (concat (bvadd ?x583 (concat (_ bv0 30) ?x228)) (_ bv0 2))))
 (let ((?x427 ((_ extract 29 0) ctaid.y@A)))
 (let (($x444 (= ?x427 (_ bv0 30))))
 (let ((?x837 ((_ extract 4 0) tid.x@A)))
 (let (($x452 (= ?x837 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x521 (and $x207 $x248 $x452 $x444)))
 (let (($x192 (and $x521 (= off!ww_global_y_A ?x622) (= (_ bv4 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x192)))))))))))))))))
(assert
 (let ((?x2362 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2364 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2365 (bvadd ?x2364 ?x2362)))
 (let ((?x2374 (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x2376 (concat (bvadd ?x2374 (concat (_ bv0 30) ?x2365)) (_ bv0 2))))
 (let ((?x2352 ((_ extract 29 0) ctaid.y@B)))
 (let (($x2353 (= ?x2352 (_ bv0 30))))
 (let ((?x2354 ((_ extract 4 0) tid.x@B)))
 (let (($x2355 (= ?x2354 (_ bv0 5))))
 (let (($x2360 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2370 (not (or (not (= ((_ extract 31 6) ?x2365) (_ bv0 26))) $x2360))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2371 (and $x207 $x2370 $x2355 $x2353)))
 (let (($x68 (and $x2371 (= off!ww_global_y_B ?x2376) (= (_ bv4 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x68)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x142 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x58 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x58) $x142))))
(check-sat)
