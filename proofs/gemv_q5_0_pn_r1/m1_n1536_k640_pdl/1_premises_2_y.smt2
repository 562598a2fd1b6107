; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem2_0 () (_ BitVec 64))
(declare-fun pelem2_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem2_0 (_ bv1 64)))
(assert
 (bvult pelem2_1 (_ bv1536 64)))
(assert
 (let ((?x1489 ((_ extract 4 0) tid.x@A)))
(let (($x1788 (= ?x1489 (_ bv0 5))))
(let (($x373 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x352 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x356 ((_ extract 31 5) tid.x@A)))
(let ((?x357 (concat (_ bv0 5) ?x356)))
(let ((?x358 (bvadd ?x357 ?x352)))
(let (($x374 (not (= ((_ extract 31 11) ?x358) (_ bv0 21)))))
(let (($x1785 (not (or $x374 $x373))))
(let (($x313 (= param!power (_ bv1 32))))
(and $x313 $x1785 $x1788))))))))))))
(check-sat)
