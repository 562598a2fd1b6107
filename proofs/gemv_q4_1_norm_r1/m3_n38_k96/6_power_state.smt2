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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x1787 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x272 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x251 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x256 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x257 (bvadd ?x256 ?x251)))
(let (($x277 (not (or (not (= ((_ extract 31 6) ?x257) (_ bv0 26))) $x272))))
(let (($x234 (= param!power (_ bv1 32))))
(let (($x1788 (and $x234 $x277 $x1787)))
(or $x1788))))))))))))))
(check-sat)
