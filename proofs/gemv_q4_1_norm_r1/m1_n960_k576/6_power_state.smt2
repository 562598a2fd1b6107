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
 (let (($x125 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x131 (not $x125)))
(let ((?x126 ((_ extract 0 0) ctaid.y@A)))
(let (($x130 (= ?x126 (_ bv1 1))))
(let (($x2201 (not (or $x130 $x131 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x267 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x272 (not (or (not (= ((_ extract 31 10) ?x252) (_ bv0 22))) $x267))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2202 (and $x229 $x272 $x2201)))
(or $x2202))))))))))))))
(check-sat)
