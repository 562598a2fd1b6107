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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvule v19@A (_ bv1 64)))
(assert
 (let ((?x582 (concat (bvadd (concat (_ bv0 31) tid.x@A) (bvmul (_ bv64 63) (concat (_ bv0 31) ctaid.x@A))) (_ bv0 1))))
(let ((?x587 (bvadd base!y ?x582)))
(let (($x886 (not (bvule ?x582 (_ bv126 64)))))
(let (($x554 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x557 (not $x554)))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x558 (and $x203 $x557)))
(let (($x923 (and $x558 (or $x886 (and (distinct (bvand ?x587 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x937 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x963 (and $x558 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A)) (_ bv252 64))) $x937))))
(let (($x898 (and $x558 (or $x886 (and (distinct (bvand (bvadd base!x ?x582) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x115 (or (not (bvule (_ bv0 64) (_ bv0 64))) (and (distinct (bvand (_ bv0 64) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x961 (and $x203 $x115)))
(let (($x215 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x309 (and $x203 $x215 (= tid.x@A (_ bv0 32)))))
(let (($x885 (and $x309 $x115)))
(let ((?x349 ((_ extract 4 0) tid.x@A)))
(let ((?x358 (concat (_ bv0 27) ?x349)))
(let ((?x342 (bvmul (_ bv32 32) ((_ extract 31 0) v19@A))))
(let ((?x380 (bvadd ?x342 ?x358)))
(let ((?x420 (concat (_ bv0 31) ?x380)))
(let ((?x317 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x318 (bvmul (_ bv64 63) ?x317)))
(let ((?x421 (bvadd ?x318 ?x420)))
(let ((?x422 (concat ?x421 (_ bv0 1))))
(let ((?x379 (bvadd base!x ?x422)))
(let (($x402 (or (not (= ((_ extract 31 7) ?x380) (_ bv0 25))) (bvule (_ bv64 7) (bvadd (bvmul (_ bv32 7) ((_ extract 6 0) v19@A)) (concat (_ bv0 2) ?x349))))))
(let (($x405 (not $x402)))
(let (($x406 (and $x203 $x215 $x405)))
(let (($x967 (and $x406 (or (not (bvule ?x422 (_ bv126 64))) (and (distinct (bvand ?x379 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x967 $x885 $x961 $x898 $x963 $x923))))))))))))))))))))))))))))))))
(check-sat)
