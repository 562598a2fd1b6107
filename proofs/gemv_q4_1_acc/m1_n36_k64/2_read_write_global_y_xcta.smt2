; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
(declare-fun epoch!rw_global_y_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_y_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_y_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_y_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_y_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_xcta_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
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
 (let ((?x412 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x506 (concat (_ bv0 31) ?x412 (_ bv0 2))))
 (let ((?x902 (bvmul (_ bv36 63) ?x506)))
 (let ((?x906 (concat (bvadd ?x902 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x428 (= ?x412 (_ bv0 30))))
 (let (($x885 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x871 (and $x207 $x248 $x885 $x428)))
 (let (($x316 (and $x871 (= off!rw_global_y_xcta_A ?x906) (= (_ bv2 64) width!rw_global_y_xcta_A) (= (_ bv0 32) epoch!rw_global_y_xcta_A))))
 (and (bvult sel!rw_global_y_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_xcta_A) $x316)))))))))))))))))
(assert
 (let ((?x415 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x1356 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) (concat (_ bv0 31) ?x415))))
 (let ((?x1357 (concat ?x1356 (_ bv0 1))))
 (let (($x235 (= off!rw_global_y_xcta_B ?x1357)))
 (let ((?x795 ((_ extract 29 0) ctaid.y@B)))
 (let (($x501 (= ?x795 (_ bv0 30))))
 (let (($x1394 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x502 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x549 (not (= ((_ extract 31 6) ?x415) (_ bv0 26)))))
 (let (($x479 (not (or $x549 $x502))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1399 (and $x207 $x479 $x1394 $x501)))
 (let (($x141 (and $x1399 $x235 (= (_ bv2 64) width!rw_global_y_xcta_B) (= (_ bv0 32) epoch!rw_global_y_xcta_B))))
 (and (bvult sel!rw_global_y_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_xcta_B) $x141))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x158 (bvult off!rw_global_y_xcta_B (bvadd off!rw_global_y_xcta_A width!rw_global_y_xcta_A))))
 (let (($x152 (bvult off!rw_global_y_xcta_A (bvadd off!rw_global_y_xcta_B width!rw_global_y_xcta_B))))
 (and $x152 $x158))))
(assert
 (let (($x749 (= ctaid.z@A ctaid.z@B)))
(let (($x174 (= ctaid.y@A ctaid.y@B)))
(let (($x173 (= ctaid.x@A ctaid.x@B)))
(let (($x763 (and $x173 $x174 $x749)))
(not $x763))))))
(check-sat)
