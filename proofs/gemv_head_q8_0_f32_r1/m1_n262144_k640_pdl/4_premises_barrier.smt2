; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv32768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1860 (= ctaid.z@A ctaid.z@B)))
 (let (($x1566 (= ctaid.y@A ctaid.y@B)))
 (let (($x2372 (= ctaid.x@A ctaid.x@B)))
 (and $x2372 $x1566 $x1860)))))
(assert
 (let ((?x265 (concat (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2))) (_ bv0 1))))
(let (($x266 (bvule (_ bv262144 19) ?x265)))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 18) ?x245) (_ bv0 13))))
(let (($x271 (not (or (not $x255) $x266))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x272 (and $x207 $x271)))
(or $x272 $x272 $x272 $x272 $x272)))))))))
(check-sat)
