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
 (let ((?x452 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x495 (concat (_ bv0 31) ?x452 (_ bv0 2))))
 (let ((?x577 (bvmul (_ bv36 63) ?x495)))
 (let ((?x612 (concat (bvadd ?x577 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x487 (= ?x452 (_ bv0 30))))
 (let ((?x840 ((_ extract 4 0) tid.x@A)))
 (let (($x483 (= ?x840 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x471 (and $x207 $x248 $x483 $x487)))
 (let (($x96 (and $x471 (= off!ww_global_y_A ?x612) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x96))))))))))))))))))
(assert
 (let ((?x2299 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2301 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2302 (bvadd ?x2301 ?x2299)))
 (let ((?x2289 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2310 (concat (_ bv0 31) ?x2289 (_ bv0 2))))
 (let ((?x2311 (bvmul (_ bv36 63) ?x2310)))
 (let ((?x2313 (concat (bvadd ?x2311 (concat (_ bv0 31) ?x2302)) (_ bv0 1))))
 (let (($x2290 (= ?x2289 (_ bv0 30))))
 (let ((?x2291 ((_ extract 4 0) tid.x@B)))
 (let (($x2292 (= ?x2291 (_ bv0 5))))
 (let (($x2297 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2307 (not (or (not (= ((_ extract 31 6) ?x2302) (_ bv0 26))) $x2297))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2308 (and $x207 $x2307 $x2292 $x2290)))
 (let (($x2442 (and $x2308 (= off!ww_global_y_B ?x2313) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x2442))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x50 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x2439 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x2439 $x50))))
(check-sat)
