; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x261 ((_ extract 29 0) ctaid.y@A)))
(let (($x280 (= ?x261 (_ bv0 30))))
(let ((?x648 ((_ extract 4 0) tid.x@A)))
(let (($x2497 (= ?x648 (_ bv0 5))))
(let (($x270 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x275 (not (or (not (= ((_ extract 31 11) ?x252) (_ bv0 21))) $x270))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x3410 (and $x229 $x275 $x2497 $x280)))
(or $x3410 $x3410)))))))))))))
(check-sat)
