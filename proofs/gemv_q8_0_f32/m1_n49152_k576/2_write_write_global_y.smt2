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
 (bvult ctaid.x@A (_ bv12288 32)))
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
 (bvult ctaid.x@B (_ bv12288 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x577 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x605 (concat (bvadd ?x577 (concat (_ bv0 30) ?x228)) (_ bv0 2))))
 (let ((?x499 ((_ extract 29 0) ctaid.y@A)))
 (let (($x497 (= ?x499 (_ bv0 30))))
 (let ((?x815 ((_ extract 4 0) tid.x@A)))
 (let (($x426 (= ?x815 (_ bv0 5))))
 (let (($x243 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 16) ?x228) (_ bv0 16))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x589 (and $x207 $x248 $x426 $x497)))
 (let (($x187 (and $x589 (= off!ww_global_y_A ?x605) (= (_ bv4 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x187)))))))))))))))))
(assert
 (let ((?x2311 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2313 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2314 (bvadd ?x2313 ?x2311)))
 (let ((?x2323 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x2325 (concat (bvadd ?x2323 (concat (_ bv0 30) ?x2314)) (_ bv0 2))))
 (let ((?x2301 ((_ extract 29 0) ctaid.y@B)))
 (let (($x2302 (= ?x2301 (_ bv0 30))))
 (let ((?x2303 ((_ extract 4 0) tid.x@B)))
 (let (($x2304 (= ?x2303 (_ bv0 5))))
 (let (($x2309 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@B) (concat ((_ extract 13 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2319 (not (or (not (= ((_ extract 31 16) ?x2314) (_ bv0 16))) $x2309))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2320 (and $x207 $x2319 $x2304 $x2302)))
 (let (($x54 (and $x2320 (= off!ww_global_y_B ?x2325) (= (_ bv4 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x54)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2423 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x2484 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x2484 $x2423))))
(check-sat)
