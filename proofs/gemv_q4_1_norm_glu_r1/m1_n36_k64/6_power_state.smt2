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
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x678 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x270 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x275 (not (or (not (= ((_ extract 31 5) ?x252) (_ bv0 27))) $x270))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x679 (and $x229 $x275 $x678)))
(or $x679))))))))))))))
(check-sat)
