; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv32768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x264 (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2)))))
(let (($x365 (bvule (_ bv262144 19) (concat ?x264 (_ bv1 1)))))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x267 (not (= ((_ extract 30 18) ?x245) (_ bv0 13)))))
(let (($x369 (not (or $x267 $x365))))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x127 (or (not (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))) $x125)))
(let (($x128 (not $x127)))
(let ((?x246 ((_ extract 4 0) tid.x@A)))
(let (($x720 (= ?x246 (_ bv0 5))))
(let (($x271 (not (or $x267 (bvule (_ bv262144 19) (concat ?x264 (_ bv0 1)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x772 (and $x207 $x271 $x720 $x128 $x369)))
(let (($x331 (and $x207 $x271 $x720 $x128)))
(or $x331 $x772)))))))))))))))))
(check-sat)
