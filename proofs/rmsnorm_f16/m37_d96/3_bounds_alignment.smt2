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
 (bvule base!x (_ bv18446744073709544511 64)))
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
 (bvule base!y (_ bv18446744073709544511 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv37 32)))
(assert
 (bvule v19@A (_ bv2 64)))
(assert
 (let ((?x587 (concat (bvadd (concat (_ bv0 31) tid.x@A) (bvmul (_ bv96 63) (concat (_ bv0 31) ctaid.x@A))) (_ bv0 1))))
(let ((?x579 (bvadd base!y ?x587)))
(let (($x868 (not (bvule ?x587 (_ bv7102 64)))))
(let (($x558 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
(let (($x561 (not $x558)))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x562 (and $x206 $x561)))
(let (($x892 (and $x562 (or $x868 (and (distinct (bvand ?x579 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x138 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x943 (and $x562 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A)) (_ bv380 64))) $x138))))
(let (($x914 (and $x562 (or $x868 (and (distinct (bvand (bvadd base!x ?x587) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x117 (or (not (bvule (_ bv0 64) (_ bv0 64))) (and (distinct (bvand (_ bv0 64) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x960 (and $x206 $x117)))
(let (($x218 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x314 (and $x206 $x218 (= tid.x@A (_ bv0 32)))))
(let (($x978 (and $x314 $x117)))
(let ((?x317 ((_ extract 4 0) tid.x@A)))
(let ((?x362 (concat (_ bv0 27) ?x317)))
(let ((?x346 (bvmul (_ bv32 32) ((_ extract 31 0) v19@A))))
(let ((?x384 (bvadd ?x346 ?x362)))
(let ((?x425 (concat (_ bv0 31) ?x384)))
(let ((?x321 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x322 (bvmul (_ bv96 63) ?x321)))
(let ((?x426 (bvadd ?x322 ?x425)))
(let ((?x427 (concat ?x426 (_ bv0 1))))
(let ((?x414 (bvadd base!x ?x427)))
(let (($x406 (or (not (= ((_ extract 31 7) ?x384) (_ bv0 25))) (bvule (_ bv96 7) (bvadd (bvmul (_ bv32 7) ((_ extract 6 0) v19@A)) (concat (_ bv0 2) ?x317))))))
(let (($x409 (not $x406)))
(let (($x410 (and $x206 $x218 $x409)))
(let (($x870 (and $x410 (or (not (bvule ?x427 (_ bv7102 64))) (and (distinct (bvand ?x414 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x870 $x978 $x960 $x914 $x943 $x892))))))))))))))))))))))))))))))))
(check-sat)
