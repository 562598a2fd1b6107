; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v19@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvule v19@A (_ bv2 64)))
(assert
 (let ((?x587 (concat (bvadd (concat (_ bv0 31) tid.x@A) (bvmul (_ bv96 63) (concat (_ bv0 31) ctaid.x@A))) (_ bv0 1))))
(let ((?x579 (bvadd base!y ?x587)))
(let (($x869 (not (bvule ?x587 (_ bv574 64)))))
(let (($x558 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
(let (($x561 (not $x558)))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x562 (and $x207 $x561)))
(let (($x974 (and $x562 (or $x869 (and (distinct (bvand ?x579 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x935 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x908 (and $x562 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A)) (_ bv380 64))) $x935))))
(let (($x78 (and $x562 (or $x869 (and (distinct (bvand (bvadd base!x ?x587) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x151 (or (not (bvule (_ bv0 64) (_ bv0 64))) (and (distinct (bvand (_ bv0 64) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x901 (and $x207 $x151)))
(let (($x219 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x315 (and $x207 $x219 (= tid.x@A (_ bv0 32)))))
(let (($x867 (and $x315 $x151)))
(let ((?x354 ((_ extract 4 0) tid.x@A)))
(let ((?x363 (concat (_ bv0 27) ?x354)))
(let ((?x347 (bvmul (_ bv32 32) ((_ extract 31 0) v19@A))))
(let ((?x385 (bvadd ?x347 ?x363)))
(let ((?x426 (concat (_ bv0 31) ?x385)))
(let ((?x322 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x323 (bvmul (_ bv96 63) ?x322)))
(let ((?x427 (bvadd ?x323 ?x426)))
(let ((?x428 (concat ?x427 (_ bv0 1))))
(let ((?x415 (bvadd base!x ?x428)))
(let (($x407 (or (not (= ((_ extract 31 7) ?x385) (_ bv0 25))) (bvule (_ bv96 7) (bvadd (bvmul (_ bv32 7) ((_ extract 6 0) v19@A)) (concat (_ bv0 2) ?x354))))))
(let (($x410 (not $x407)))
(let (($x411 (and $x207 $x219 $x410)))
(let (($x65 (and $x411 (or (not (bvule ?x428 (_ bv574 64))) (and (distinct (bvand ?x415 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x65 $x867 $x901 $x78 $x908 $x974))))))))))))))))))))))))))))))))
(check-sat)
