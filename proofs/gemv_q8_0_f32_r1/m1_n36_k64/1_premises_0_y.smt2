; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv36 64)))
(assert
 (let ((?x263 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x371 (bvule (_ bv36 6) (concat ?x263 (_ bv1 1)))))
(let ((?x244 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (not (= ((_ extract 30 5) ?x244) (_ bv0 26)))))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x127 (or (not (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))) $x125)))
(let (($x128 (not $x127)))
(let ((?x341 ((_ extract 4 0) tid.x@A)))
(let (($x358 (= ?x341 (_ bv0 5))))
(let (($x270 (not (or $x266 (bvule (_ bv36 6) (concat ?x263 (_ bv0 1)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x439 (and $x207 $x270 $x358 $x128 (not (or $x266 $x371)))))
(let (($x391 (and $x207 $x270 $x358 $x128)))
(or $x391 $x439))))))))))))))))
(check-sat)
