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
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x269 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x254 (bvadd ?x253 ?x248)))
(let (($x274 (not (or (not (= ((_ extract 31 6) ?x254) (_ bv0 26))) $x269))))
(let (($x233 (= param!power (_ bv1 32))))
(and $x233 $x274 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))))))))))))
(check-sat)
