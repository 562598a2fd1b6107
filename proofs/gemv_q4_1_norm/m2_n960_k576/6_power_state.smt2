; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x239 ((_ extract 29 0) ctaid.y@A)))
(let (($x276 (= ?x239 (_ bv0 30))))
(let ((?x644 ((_ extract 4 0) tid.x@A)))
(let (($x2758 (= ?x644 (_ bv0 5))))
(let (($x263 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x242 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x247 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x248 (bvadd ?x247 ?x242)))
(let (($x268 (not (or (not (= ((_ extract 31 10) ?x248) (_ bv0 22))) $x263))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x2230 (and $x227 $x268 $x2758 $x276)))
(or $x2230 $x2230)))))))))))))
(check-sat)
