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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x72 (= ctaid.z@A ctaid.z@B)))
 (let (($x2077 (= ctaid.y@A ctaid.y@B)))
 (let (($x1752 (= ctaid.x@A ctaid.x@B)))
 (and $x1752 $x2077 $x72)))))
(assert
 (let (($x241 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 4) ?x226) (_ bv0 28))) $x241))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x247 (and $x207 $x246)))
(or $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247 $x247)))))))))
(check-sat)
