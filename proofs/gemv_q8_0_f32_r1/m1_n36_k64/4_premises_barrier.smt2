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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x42 (= ctaid.z@A ctaid.z@B)))
 (let (($x1074 (= ctaid.y@A ctaid.y@B)))
 (let (($x1443 (= ctaid.x@A ctaid.x@B)))
 (and $x1443 $x1074 $x42)))))
(assert
 (let ((?x263 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv36 6) (concat ?x263 (_ bv0 1)))))
(let ((?x244 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 30 5) ?x244) (_ bv0 26))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x271 (and $x207 $x270)))
(or $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271))))))))))
(check-sat)
