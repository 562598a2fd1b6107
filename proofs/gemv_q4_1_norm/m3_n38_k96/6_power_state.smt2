; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x247 ((_ extract 29 0) ctaid.y@A)))
(let (($x279 (= ?x247 (_ bv0 30))))
(let ((?x325 ((_ extract 4 0) tid.x@A)))
(let (($x1643 (= ?x325 (_ bv0 5))))
(let (($x266 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x245 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x250 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x251 (bvadd ?x250 ?x245)))
(let (($x271 (not (or (not (= ((_ extract 31 6) ?x251) (_ bv0 26))) $x266))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1660 (and $x229 $x271 $x1643 $x279)))
(or $x1660 $x1660 $x1660)))))))))))))
(check-sat)
