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
 (let ((?x440 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x520 (concat (_ bv0 31) ?x440 (_ bv0 2))))
 (let ((?x603 (bvmul (_ bv36 63) ?x520)))
 (let ((?x573 (concat (bvadd ?x603 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x497 (= ?x440 (_ bv0 30))))
 (let ((?x830 ((_ extract 4 0) tid.x@A)))
 (let (($x582 (= ?x830 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x448 (and $x207 $x248 $x582 $x497)))
 (let (($x96 (and $x448 (= off!ww_global_y_A ?x573) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x96))))))))))))))))))
(assert
 (let ((?x2293 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2295 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2296 (bvadd ?x2295 ?x2293)))
 (let ((?x2283 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2304 (concat (_ bv0 31) ?x2283 (_ bv0 2))))
 (let ((?x2305 (bvmul (_ bv36 63) ?x2304)))
 (let ((?x2307 (concat (bvadd ?x2305 (concat (_ bv0 31) ?x2296)) (_ bv0 1))))
 (let (($x2284 (= ?x2283 (_ bv0 30))))
 (let ((?x2285 ((_ extract 4 0) tid.x@B)))
 (let (($x2286 (= ?x2285 (_ bv0 5))))
 (let (($x2291 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2301 (not (or (not (= ((_ extract 31 6) ?x2296) (_ bv0 26))) $x2291))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2302 (and $x207 $x2301 $x2286 $x2284)))
 (let (($x2439 (and $x2302 (= off!ww_global_y_B ?x2307) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x2439))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x50 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x2436 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x2436 $x50))))
(check-sat)
