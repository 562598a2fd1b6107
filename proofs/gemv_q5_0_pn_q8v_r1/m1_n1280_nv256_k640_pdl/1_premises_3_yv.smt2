; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem3_0 () (_ BitVec 64))
(declare-fun pelem3_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem3_0 (_ bv1 64)))
(assert
 (bvult pelem3_1 (_ bv256 64)))
(assert
 (let ((?x1681 ((_ extract 4 0) tid.x@A)))
(let (($x1989 (= ?x1681 (_ bv0 5))))
(let ((?x408 ((_ extract 31 5) tid.x@A)))
(let ((?x409 (concat (_ bv0 5) ?x408)))
(let ((?x551 (bvadd ?x409 (concat (bvadd (_ bv536870752 29) ((_ extract 28 0) ctaid.x@A)) (_ bv0 3)))))
(let (($x472 (= ((_ extract 31 9) ?x551) (_ bv0 23))))
(let (($x608 (not $x472)))
(let ((?x606 (bvadd ((_ extract 13 5) tid.x@A) (concat (bvadd (_ bv32 6) ((_ extract 5 0) ctaid.x@A)) (_ bv0 3)))))
(let (($x607 (bvule (_ bv256 9) ?x606)))
(let ((?x145 ((_ extract 7 0) ctaid.x@A)))
(let (($x439 (bvule (_ bv160 8) ?x145)))
(let (($x143 (= ((_ extract 31 8) ctaid.x@A) (_ bv0 24))))
(let (($x150 (not $x143)))
(let (($x440 (or $x150 $x439)))
(let (($x441 (not $x440)))
(let (($x2079 (not (or $x441 $x607 $x608))))
(let (($x356 (= param!power (_ bv1 32))))
(and $x356 $x2079 $x1989)))))))))))))))))))
(check-sat)
