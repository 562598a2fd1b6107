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
 (bvult ctaid.x@A (_ bv32768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv262144 64)))
(assert
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let ((?x265 (concat (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2))) (_ bv0 1))))
(let (($x266 (bvule (_ bv262144 19) ?x265)))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 18) ?x245) (_ bv0 13))))
(let (($x271 (not (or (not $x255) $x266))))
(let (($x207 (= param!power (_ bv1 32))))
(and $x207 $x271 (not (or $x125 $x126 (not (= ((_ extract 3 0) tid.x@A) (_ bv0 4)))))))))))))))))
(check-sat)
