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
 (bvult pelem2_1 (_ bv1280 64)))
(assert
 (let ((?x1681 ((_ extract 4 0) tid.x@A)))
(let (($x1989 (= ?x1681 (_ bv0 5))))
(let ((?x145 ((_ extract 7 0) ctaid.x@A)))
(let (($x439 (bvule (_ bv160 8) ?x145)))
(let ((?x402 ((_ extract 28 0) ctaid.x@A)))
(let ((?x404 (concat ?x402 (_ bv0 3))))
(let ((?x408 ((_ extract 31 5) tid.x@A)))
(let ((?x409 (concat (_ bv0 5) ?x408)))
(let ((?x410 (bvadd ?x409 ?x404)))
(let (($x428 (not (= ((_ extract 31 11) ?x410) (_ bv0 21)))))
(let (($x427 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ?x145 (_ bv0 3))))))
(let (($x143 (= ((_ extract 31 8) ctaid.x@A) (_ bv0 24))))
(let (($x150 (not $x143)))
(let (($x1983 (not (or $x150 $x427 $x428 $x439))))
(let (($x356 (= param!power (_ bv1 32))))
(and $x356 $x1983 $x1989)))))))))))))))))
(check-sat)
