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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8456 (= ctaid.z@A ctaid.z@B)))
 (let (($x155 (= ctaid.y@A ctaid.y@B)))
 (let (($x8629 (= ctaid.x@A ctaid.x@B)))
 (and $x8629 $x155 $x8456)))))
(assert
 (let ((?x266 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x268 (bvule (_ bv45 6) (concat ?x266 (_ bv0 1)))))
(let ((?x247 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x257 (= ((_ extract 30 5) ?x247) (_ bv0 26))))
(let (($x269 (not $x257)))
(let (($x273 (not (or $x269 $x268))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x274 (and $x210 $x273)))
(or $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274 $x274))))))))))
(check-sat)
