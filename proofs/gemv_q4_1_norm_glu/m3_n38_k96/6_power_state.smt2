; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x260 ((_ extract 29 0) ctaid.y@A)))
(let (($x281 (= ?x260 (_ bv0 30))))
(let ((?x338 ((_ extract 4 0) tid.x@A)))
(let (($x2051 (= ?x338 (_ bv0 5))))
(let (($x271 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x276 (not (or (not (= ((_ extract 31 5) ?x253) (_ bv0 27))) $x271))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x2052 (and $x230 $x276 $x2051 $x281)))
(or $x2052 $x2052 $x2052)))))))))))))
(check-sat)
