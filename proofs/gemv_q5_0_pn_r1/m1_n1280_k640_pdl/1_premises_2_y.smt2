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
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem2_0 (_ bv1 64)))
(assert
 (bvult pelem2_1 (_ bv1280 64)))
(assert
 (let ((?x1488 ((_ extract 4 0) tid.x@A)))
(let (($x1630 (= ?x1488 (_ bv0 5))))
(let (($x372 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x351 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x355 ((_ extract 31 5) tid.x@A)))
(let ((?x356 (concat (_ bv0 5) ?x355)))
(let ((?x357 (bvadd ?x356 ?x351)))
(let (($x373 (not (= ((_ extract 31 11) ?x357) (_ bv0 21)))))
(let (($x1785 (not (or $x373 $x372))))
(let (($x312 (= param!power (_ bv1 32))))
(and $x312 $x1785 $x1630))))))))))))
(check-sat)
