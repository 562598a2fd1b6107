; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x1786 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x268 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x273 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x268))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x1787 (and $x230 $x273 $x1786)))
(or $x1787))))))))))))))
(check-sat)
