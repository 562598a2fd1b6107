; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
(let (($x135 (not $x128)))
(let ((?x130 ((_ extract 5 0) ctaid.y@A)))
(let (($x134 (bvule (_ bv37 6) ?x130)))
(let (($x460 (not (or $x134 $x135 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x267 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x272 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x267))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x284 (and $x232 $x272 $x460)))
(or $x284))))))))))))))
(check-sat)
